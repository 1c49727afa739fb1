/**
 * Messages of the replenishment screens (shipping lists, out-of-stock orders). Japanese is the reference:
 * the other languages beside it have the same keys.
 */
import type { Shape } from '../shape';

const messages = {
  menu: {
    shippingLists: '補充リスト',
    outOfStockOrders: '欠品リスト',
  },
  resources: {
    'shipping-lists': {
      name: '補充リスト',
      fields: {
        orderNumber: 'リスト番号',
        outOfStockOrderId: '欠品リスト ID',
        lineCount: '明細数',
        totalQuantity: '合計数量',
        createdAt: '作成日時',
        appliedBy: '反映者',
        appliedAt: '反映日時',
        serialNums: 'デバイス',
        items: '商品明細',
      },
    },
    'out-of-stock-orders': {
      name: '欠品リスト',
      fields: {
        orderNumber: 'リスト番号',
        lineCount: 'レーン数',
        totalQuantity: '補充数の合計',
        createdAt: '作成日時',
        serialNums: 'デバイス',
        routeId: 'ルート',
      },
    },
  },
  enum: {
    shippingListStatus: { created: '未反映', applied: '反映済み' },
  },
  functions: {
    shippingList: {
      view: '補充リストの閲覧',
      save: '補充リストの作成',
      export: '補充リストのエクスポート',
      apply: '補充リストの反映',
    },
    outOfStockOrder: {
      view: '欠品リストの閲覧',
      save: '欠品リストの作成',
      export: '欠品リストのエクスポート',
    },
  },
  screens: {
    replenish: {
      title: '補充リスト %{orderNumber}',
      oosTitle: '欠品リスト %{orderNumber}',
      info: '基本情報',
      devices: 'デバイス',
      goodsLines: '商品明細',
      apply: '反映',
      applyTitle: '補充リストを反映',
      applyConfirm: '補充リスト %{orderNumber} を反映しますか？ 明細の数量が在庫から出庫され、レーンが指定された明細はそのレーンに補充されます。一度だけ反映できます。',
      applied: '補充リストを反映しました',
      createTitle: '補充リストの作成',
      oosCreateTitle: '欠品リストの作成',
      pickDevices: 'デバイスを選ぶ（最大 %{max} 台）',
      picked: '%{count} / %{max} 台を選択',
      tooMany: 'デバイスは %{max} 台まで選べます',
      searchSerial: 'シリアル番号で検索',
      search: '検索',
      shortOnly: 'しきい値以下のレーンがあるデバイスのみ',
      selectRow: '%{serialNum} を選択',
      lanes: 'レーン数',
      shortLanes: 'しきい値以下',
      need: '補充数',
      addLine: '明細を追加',
      removeLine: '明細を削除',
      goods: '商品',
      goodsSearch: '商品名またはバーコード',
      quantity: '数量',
      laneDevice: 'デバイス（任意）',
      lane: 'レーン番号',
      laneNo: 'レーン番号（任意）',
      noLane: '指定なし',
      save: '作成',
      created: 'リスト %{orderNumber} を作成しました',
      needDevice: 'デバイスを 1 台以上選んでください',
      needLine: '商品と数量を入力してください',
      wholeScope: 'デバイスを選ばない場合は、表示できるすべてのデバイスが対象です',
      byDevice: 'デバイス別',
      byGoods: '商品別',
      deviceName: 'デバイス名',
      laneCount: 'レーン数',
      deviceCount: 'デバイス数',
      stock: '在庫',
      maxStock: '最大在庫',
      threshold: 'しきい値',
      barcode: 'バーコード',
      goodsName: '商品名',
      empty: 'データがありません',
      fromOrder: 'この欠品リストから補充リストを作成',
    },
  },
};

export type ReplenishMessages = Shape<typeof messages>;

export default messages;
