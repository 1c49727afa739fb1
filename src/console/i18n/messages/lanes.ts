/**
 * Messages of the lanes (the device detail's lane grid, lane history and lane list tabs;
 * openapi/retail/lanes.yaml). Each text is [ja, zh-CN, zh-TW, en].
 */
import type { MessageTable } from '../../../domain/texts';

const messages = {
  screens: {
    devices: {
      detail: {
        tabs: {
          lanes: ['レーン・商品管理', '货道和商品管理', '貨道和商品管理', 'Lanes and goods'],
          laneHistory: ['レーン履歴', '货道记录', '貨道記錄', 'Lane history'],
          laneList: ['レーン一覧', '货道列表', '貨道列表', 'Lane list'],
        },
        push: { types: { laneConfig: ['レーン構成', '货道配置', '貨道配置', 'Lane configuration'] } },
        messages: { sources: { lanes: ['レーン変更', '货道变更', '貨道變更', 'Lane change'] } },
      },
    },
    link: { types: { laneConfig: ['レーン構成', '货道配置', '貨道配置', 'Lane configuration'] } },
    lanes: {
      grid: ['レーン構成', '货道配置', '貨道配置', 'Lane grid'],
      gridHint: [
        '矢印キーでレーンを移動し、エンターキーで編集します。空いている位置ではレーンを追加できます。',
        '用方向键在货道间移动，按回车键编辑。空位可以添加货道。',
        '用方向鍵在貨道間移動，按回車鍵編輯。空位可以新增貨道。',
        'Move between lanes with the arrow keys and press Enter to edit one. An empty place takes a new lane.',
      ],
      noGrid: [
        'このデバイスにはまだレーン構成がありません。行数と列数を決めて作成してください。',
        '该设备还没有货道配置。请设定行数和列数后创建。',
        '該設備還沒有貨道配置。請設定行數和列數後建立。',
        'This device has no lane grid yet. Choose its rows and columns to create one.',
      ],
      rows: ['行数', '行数', '行數', 'Rows'],
      cols: ['列数', '列数', '列數', 'Columns'],
      createGrid: ['レーン構成を作成', '创建货道配置', '建立貨道配置', 'Create the lane grid'],
      resize: ['サイズを変更', '修改尺寸', '修改尺寸', 'Change size'],
      copy: ['レイアウトをコピー', '复制布局', '複製佈局', 'Copy layout'],
      copyTitle: ['レーンのレイアウトを他のデバイスにコピー', '将货道布局复制到其他设备', '將貨道佈局複製到其他設備', 'Copy the lane layout to other devices'],
      copyTargets: [
        'コピー先のシリアル番号（1行に1台、最大100台）',
        '目标设备序列号（每行一台，最多100台）',
        '目標設備序號（每行一台，最多100台）',
        'Serial numbers to copy to (one a line, at most 100)',
      ],
      copyHint: [
        '商品・価格・最大在庫をコピーします。在庫はコピーされません。コピー先のレーンは置き換えられます。',
        '复制商品、价格和最大库存，不复制库存。目标设备的货道将被替换。',
        '複製商品、價格和最大庫存，不複製庫存。目標設備的貨道將被取代。',
        'Goods, prices and max stock are copied; stock is not. The lanes of the target devices are replaced.',
      ],
      copied: ['%{count} 台にコピーしました', '已复制到 %{count} 台设备', '已複製到 %{count} 台設備', 'Copied to %{count} devices'],
      oneKeyRestock: ['ワンタッチ補充', '一键补货', '一鍵補貨', 'One-key restock'],
      restocked: [
        '%{lanes} レーンに %{units} 個補充しました',
        '已向 %{lanes} 个货道补货 %{units} 件',
        '已向 %{lanes} 個貨道補貨 %{units} 件',
        'Put %{units} units into %{lanes} lanes',
      ],
      nothingToRestock: ['補充が必要なレーンはありません', '没有需要补货的货道', '沒有需要補貨的貨道', 'No lane needs restocking'],
      saved: ['保存しました', '已保存', '已儲存', 'Saved'],
      cancel: ['キャンセル', '取消', '取消', 'Cancel'],
      save: ['保存', '保存', '儲存', 'Save'],
      add: ['レーンを追加', '添加货道', '新增貨道', 'Add lane'],
      emptyCell: ['空き（%{row}行%{col}列）', '空位（第%{row}行第%{col}列）', '空位（第%{row}行第%{col}列）', 'Empty (row %{row}, column %{col})'],
      cellLabel: [
        'レーン %{laneNo}（%{row}行%{col}列）',
        '货道 %{laneNo}（第%{row}行第%{col}列）',
        '貨道 %{laneNo}（第%{row}行第%{col}列）',
        'Lane %{laneNo} (row %{row}, column %{col})',
      ],
      remove: ['レーンを削除', '删除货道', '刪除貨道', 'Remove lane'],
      removed: ['レーンを削除しました', '货道已删除', '貨道已刪除', 'Lane removed'],
      noGoods: ['商品なし', '无商品', '無商品', 'No good'],
      chooseGood: ['商品を選択', '选择商品', '選擇商品', 'Choose a good'],
      open: ['販売中', '开启', '開啟', 'Open'],
      closed: ['停止中', '关闭', '關閉', 'Closed'],
      empty: ['レーンがありません', '没有货道', '沒有貨道', 'No lanes'],
      historyEmpty: ['レーン履歴がありません', '没有货道记录', '沒有貨道記錄', 'No lane history'],
      device: ['デバイス', '设备', '設備', 'Device'],
      allActions: ['すべての操作', '全部操作', '全部操作', 'All actions'],
      fields: {
        laneNo: ['レーン番号', '货道号', '貨道號', 'Lane number'],
        place: ['位置', '位置', '位置', 'Place'],
        goods: ['商品', '商品', '商品', 'Good'],
        price: ['価格', '价格', '價格', 'Price'],
        stock: ['在庫', '库存', '庫存', 'Stock'],
        maxStock: ['最大在庫', '最大库存', '最大庫存', 'Max stock'],
        status: ['状態', '状态', '狀態', 'Status'],
        priceSource: ['価格の出所', '价格来源', '價格來源', 'Price source'],
        updatedAt: ['更新日時', '更新时间', '更新時間', 'Updated'],
        createdAt: ['日時', '时间', '時間', 'Time'],
        action: ['操作', '操作', '操作', 'Action'],
        before: ['変更前', '变更前', '變更前', 'Before'],
        after: ['変更後', '变更后', '變更後', 'After'],
        user: ['操作者', '操作人', '操作人', 'By'],
      },
    },
  },
  enum: {
    lanePriceSource: {
      smartAdjust: ['スマート調整', '智能调价', '智慧調價', 'Smart adjust'],
      mobilePayReport: ['モバイル決済報告', '移动支付上报', '行動支付上報', 'Mobile payment report'],
      printLogParse: ['印字ログ解析', '打印日志解析', '列印日誌解析', 'Print log parse'],
      manualUpdate: ['手動更新', '手动更新', '手動更新', 'Manual update'],
    },
    laneAction: {
      restock: ['補充', '补货', '補貨', 'Restock'],
      dispatch: ['出庫', '出货', '出貨', 'Dispatch'],
      reduceStock: ['在庫削減', '减少库存', '減少庫存', 'Reduce stock'],
      priceChange: ['価格変更', '价格变更', '價格變更', 'Price change'],
      openClose: ['レーンの開閉', '开关货道', '開關貨道', 'Open/close lane'],
      changeLane: ['レーン変更', '更换货道', '更換貨道', 'Change lane'],
      oneKeyRestock: ['ワンタッチ補充', '一键补货', '一鍵補貨', 'One-key restock'],
      capacityChange: ['容量変更', '容量变更', '容量變更', 'Capacity change'],
      goodsChange: ['商品変更', '商品变更', '商品變更', 'Good change'],
      add: ['レーン追加', '添加货道', '新增貨道', 'Lane added'],
      remove: ['レーン削除', '删除货道', '刪除貨道', 'Lane removed'],
    },
  },
  functions: {
    lane: {
      view: ['レーンの閲覧', '查看货道', '檢視貨道', 'View lanes'],
      update: ['レーンの変更と補充', '修改货道和补货', '修改貨道和補貨', 'Change and restock lanes'],
    },
  },
} satisfies MessageTable;

export default messages;
