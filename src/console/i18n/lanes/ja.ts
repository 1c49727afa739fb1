/**
 * Messages of the lanes (the device detail's lane grid, lane history and lane list tabs; openapi/retail/lanes.yaml).
 * Japanese is the reference: the other languages beside it have the same keys.
 */
import type { Shape } from '../shape';

const messages = {
  screens: {
    devices: {
      detail: {
        tabs: { lanes: 'レーン・商品管理', laneHistory: 'レーン履歴', laneList: 'レーン一覧' },
        push: { types: { laneConfig: 'レーン構成' } },
        messages: { sources: { lanes: 'レーン変更' } },
      },
    },
    link: { types: { laneConfig: 'レーン構成' } },
    lanes: {
      grid: 'レーン構成',
      gridHint: '矢印キーでレーンを移動し、エンターキーで編集します。空いている位置ではレーンを追加できます。',
      noGrid: 'このデバイスにはまだレーン構成がありません。行数と列数を決めて作成してください。',
      rows: '行数',
      cols: '列数',
      createGrid: 'レーン構成を作成',
      resize: 'サイズを変更',
      copy: 'レイアウトをコピー',
      copyTitle: 'レーンのレイアウトを他のデバイスにコピー',
      copyTargets: 'コピー先のシリアル番号（1行に1台、最大100台）',
      copyHint: '商品・価格・最大在庫をコピーします。在庫はコピーされません。コピー先のレーンは置き換えられます。',
      copied: '%{count} 台にコピーしました',
      oneKeyRestock: 'ワンタッチ補充',
      restocked: '%{lanes} レーンに %{units} 個補充しました',
      nothingToRestock: '補充が必要なレーンはありません',
      saved: '保存しました',
      cancel: 'キャンセル',
      save: '保存',
      add: 'レーンを追加',
      emptyCell: '空き（%{row}行%{col}列）',
      cellLabel: 'レーン %{laneNo}（%{row}行%{col}列）',
      remove: 'レーンを削除',
      removed: 'レーンを削除しました',
      noGoods: '商品なし',
      chooseGood: '商品を選択',
      open: '販売中',
      closed: '停止中',
      empty: 'レーンがありません',
      historyEmpty: 'レーン履歴がありません',
      device: 'デバイス',
      allActions: 'すべての操作',
      fields: {
        laneNo: 'レーン番号',
        place: '位置',
        goods: '商品',
        price: '価格',
        stock: '在庫',
        maxStock: '最大在庫',
        status: '状態',
        priceSource: '価格の出所',
        updatedAt: '更新日時',
        createdAt: '日時',
        action: '操作',
        before: '変更前',
        after: '変更後',
        user: '操作者',
      },
    },
  },
  enum: {
    lanePriceSource: { smartAdjust: 'スマート調整', mobilePayReport: 'モバイル決済報告', printLogParse: '印字ログ解析', manualUpdate: '手動更新' },
    laneAction: {
      restock: '補充',
      dispatch: '出庫',
      reduceStock: '在庫削減',
      priceChange: '価格変更',
      openClose: 'レーンの開閉',
      changeLane: 'レーン変更',
      oneKeyRestock: 'ワンタッチ補充',
      capacityChange: '容量変更',
      goodsChange: '商品変更',
      add: 'レーン追加',
      remove: 'レーン削除',
    },
  },
  functions: {
    lane: { view: 'レーンの閲覧', update: 'レーンの変更と補充' },
  },
};

export type LanesMessages = Shape<typeof messages>;
export default messages;
