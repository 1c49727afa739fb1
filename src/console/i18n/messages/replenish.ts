/**
 * Messages of the replenishment screens (shipping lists, out-of-stock orders). Each text is [ja, zh-CN, zh-TW,
 * en].
 */
import type { MessageTable } from '../../../domain/texts';

const messages = {
  menu: {
    shippingLists: ['補充リスト', '补货单', '補貨單', 'Shipping lists'],
    outOfStockOrders: ['欠品リスト', '缺货单', '缺貨單', 'Out-of-stock orders'],
  },
  resources: {
    'shipping-lists': {
      name: ['補充リスト', '补货单', '補貨單', 'Shipping list'],
      fields: {
        orderNumber: ['リスト番号', '单号', '單號', 'List number'],
        outOfStockOrderId: ['欠品リスト ID', '缺货单 ID', '缺貨單 ID', 'Out-of-stock order ID'],
        lineCount: ['明細数', '明细数', '明細數', 'Lines'],
        totalQuantity: ['合計数量', '总数量', '總數量', 'Total quantity'],
        createdAt: ['作成日時', '创建时间', '建立時間', 'Created at'],
        appliedBy: ['反映者', '执行人', '執行者', 'Applied by'],
        appliedAt: ['反映日時', '执行时间', '執行時間', 'Applied at'],
        serialNums: ['デバイス', '设备', '設備', 'Devices'],
        items: ['商品明細', '商品明细', '商品明細', 'Goods lines'],
      },
    },
    'out-of-stock-orders': {
      name: ['欠品リスト', '缺货单', '缺貨單', 'Out-of-stock order'],
      fields: {
        orderNumber: ['リスト番号', '单号', '單號', 'Order number'],
        lineCount: ['レーン数', '货道数', '貨道數', 'Lanes'],
        totalQuantity: ['補充数の合計', '补货总数', '補貨總數', 'Total to replenish'],
        createdAt: ['作成日時', '创建时间', '建立時間', 'Created at'],
        serialNums: ['デバイス', '设备', '設備', 'Devices'],
        routeId: ['ルート', '线路', '路線', 'Route'],
      },
    },
  },
  enum: {
    shippingListStatus: { created: ['未反映', '未执行', '未執行', 'Not applied'], applied: ['反映済み', '已执行', '已執行', 'Applied'] },
  },
  functions: {
    shippingList: {
      view: ['補充リストの閲覧', '查看补货单', '檢視補貨單', 'View shipping lists'],
      save: ['補充リストの作成', '创建补货单', '建立補貨單', 'Create shipping lists'],
      export: ['補充リストのエクスポート', '导出补货单', '匯出補貨單', 'Export shipping lists'],
      apply: ['補充リストの反映', '执行补货单', '執行補貨單', 'Apply shipping lists'],
    },
    outOfStockOrder: {
      view: ['欠品リストの閲覧', '查看缺货单', '檢視缺貨單', 'View out-of-stock orders'],
      save: ['欠品リストの作成', '创建缺货单', '建立缺貨單', 'Create out-of-stock orders'],
      export: ['欠品リストのエクスポート', '导出缺货单', '匯出缺貨單', 'Export out-of-stock orders'],
    },
  },
  screens: {
    replenish: {
      title: ['補充リスト %{orderNumber}', '补货单 %{orderNumber}', '補貨單 %{orderNumber}', 'Shipping list %{orderNumber}'],
      oosTitle: ['欠品リスト %{orderNumber}', '缺货单 %{orderNumber}', '缺貨單 %{orderNumber}', 'Out-of-stock order %{orderNumber}'],
      info: ['基本情報', '基本信息', '基本資訊', 'Details'],
      devices: ['デバイス', '设备', '設備', 'Devices'],
      goodsLines: ['商品明細', '商品明细', '商品明細', 'Goods lines'],
      apply: ['反映', '执行', '執行', 'Apply'],
      applyTitle: ['補充リストを反映', '执行补货单', '執行補貨單', 'Apply the shipping list'],
      applyConfirm: [
        '補充リスト %{orderNumber} を反映しますか？ 明細の数量が在庫から出庫され、レーンが指定された明細はそのレーンに補充されます。一度だけ反映できます。',
        '确定执行补货单 %{orderNumber} 吗？明细数量将从仓库出库，指定了货道的明细将补入该货道。每张补货单只能执行一次。',
        '確定執行補貨單 %{orderNumber} 嗎？明細數量將從倉庫出庫，指定了貨道的明細將補入該貨道。每張補貨單只能執行一次。',
        'Apply shipping list %{orderNumber}? The quantities leave the storage, and lines naming a lane restock that lane. A list can be applied once.',
      ],
      applied: ['補充リストを反映しました', '补货单已执行', '補貨單已執行', 'The shipping list was applied'],
      createTitle: ['補充リストの作成', '新建补货单', '新增補貨單', 'New shipping list'],
      oosCreateTitle: ['欠品リストの作成', '新建缺货单', '新增缺貨單', 'New out-of-stock order'],
      pickDevices: ['デバイスを選ぶ（最大 %{max} 台）', '选择设备（最多 %{max} 台）', '選擇設備（最多 %{max} 台）', 'Pick devices (at most %{max})'],
      picked: ['%{count} / %{max} 台を選択', '已选 %{count} / %{max} 台', '已選 %{count} / %{max} 台', '%{count} of %{max} devices picked'],
      tooMany: ['デバイスは %{max} 台まで選べます', '最多可选 %{max} 台设备', '最多可選 %{max} 台設備', 'At most %{max} devices can be picked'],
      searchSerial: ['シリアル番号で検索', '按设备序列号搜索', '依設備序號搜尋', 'Search by serial number'],
      search: ['検索', '搜索', '搜尋', 'Search'],
      shortOnly: [
        'しきい値以下のレーンがあるデバイスのみ',
        '仅显示有低于阈值货道的设备',
        '僅顯示有低於閾值貨道的設備',
        'Only devices with lanes at or below threshold',
      ],
      selectRow: ['%{serialNum} を選択', '选择 %{serialNum}', '選擇 %{serialNum}', 'Select %{serialNum}'],
      lanes: ['レーン数', '货道数', '貨道數', 'Lanes'],
      shortLanes: ['しきい値以下', '低于阈值', '低於閾值', 'At or below threshold'],
      need: ['補充数', '需补货', '需補貨', 'To replenish'],
      addLine: ['明細を追加', '添加明细', '新增明細', 'Add a line'],
      removeLine: ['明細を削除', '删除明细', '刪除明細', 'Remove the line'],
      goods: ['商品', '商品', '商品', 'Good'],
      goodsSearch: ['商品名またはバーコード', '商品名称或条形码', '商品名稱或條碼', 'Goods name or barcode'],
      quantity: ['数量', '数量', '數量', 'Quantity'],
      laneDevice: ['デバイス（任意）', '设备（可选）', '設備（選填）', 'Device (optional)'],
      lane: ['レーン番号', '货道号', '貨道號', 'Lane'],
      laneNo: ['レーン番号（任意）', '货道号（可选）', '貨道號（選填）', 'Lane (optional)'],
      noLane: ['指定なし', '不指定', '不指定', 'None'],
      save: ['作成', '创建', '建立', 'Create'],
      created: ['リスト %{orderNumber} を作成しました', '已创建 %{orderNumber}', '已建立 %{orderNumber}', 'Created %{orderNumber}'],
      needDevice: ['デバイスを 1 台以上選んでください', '请至少选择一台设备', '請至少選擇一台設備', 'Pick at least one device'],
      needLine: ['商品と数量を入力してください', '请输入商品和数量', '請輸入商品和數量', 'Enter a good and a quantity'],
      wholeScope: [
        'デバイスを選ばない場合は、表示できるすべてのデバイスが対象です',
        '未选择设备时，将检查您可见的全部设备',
        '未選擇設備時，將檢查您可見的全部設備',
        'With no device picked, every device you can see is looked at',
      ],
      byDevice: ['デバイス別', '按设备', '依設備', 'By device'],
      byGoods: ['商品別', '按商品', '依商品', 'By good'],
      deviceName: ['デバイス名', '设备名称', '設備名稱', 'Device name'],
      laneCount: ['レーン数', '货道数', '貨道數', 'Lanes'],
      deviceCount: ['デバイス数', '设备数', '設備數', 'Devices'],
      stock: ['在庫', '库存', '庫存', 'Stock'],
      maxStock: ['最大在庫', '最大库存', '最大庫存', 'Max stock'],
      threshold: ['しきい値', '阈值', '閾值', 'Threshold'],
      barcode: ['バーコード', '条形码', '條碼', 'Barcode'],
      goodsName: ['商品名', '商品名称', '商品名稱', 'Goods name'],
      empty: ['データがありません', '暂无数据', '暫無資料', 'Nothing to show'],
      fromOrder: ['この欠品リストから補充リストを作成', '根据此缺货单创建补货单', '依此缺貨單建立補貨單', 'Make a shipping list from this order'],
    },
  },
} satisfies MessageTable;

export default messages;
