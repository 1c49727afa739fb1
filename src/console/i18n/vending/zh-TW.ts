/** Messages of the vending tabs in zh-TW: the same keys as ./ja.ts (a missing one is a type error). */
import type { VendingMessages } from './ja';

const messages: VendingMessages = {
  screens: {
    devices: {
      detail: {
        tabs: { vending: '售貨管理', printing: '列印', replenish: '補貨' },
        push: { types: { print: '列印' } },
      },
    },
    link: { types: { print: '列印' } },
    vending: {
      total: '合計：銷售額 %{amount}，銷量 %{count}，失敗 %{failed}',
      empty: '該期間沒有銷售',
      lanes: {
        title: '按貨道銷售',
        laneNo: '貨道號',
        goods: '商品',
        count: '銷量',
        amount: '銷售額',
        failed: '失敗',
        noGoods: '未設定',
      },
      goods: { title: '按商品銷售', laneCount: '貨道數' },
      days: { title: '按日銷售', day: '日期' },
      hours: { title: '按時段銷售（日本時間）', hour: '時段', label: '%{hour}點' },
      print: {
        send: '傳送列印',
        content: '列印內容',
        copies: '份數',
        timeout: '逾時（秒）',
        sent: '列印指令已傳送',
        history: '列印記錄',
        sentAt: '傳送時間',
        status: '狀態',
        doneAt: '回應時間',
        deadline: '期限',
        reason: '原因',
        createdBy: '傳送人',
        empty: '沒有列印記錄',
        all: '全部',
        refresh: '重新整理',
        statuses: { processing: '處理中', done: '完成', failed: '失敗' },
        reasons: { deviceError: '設備回傳錯誤', timeout: '逾時' },
      },
      replenish: {
        title: '補貨時間',
        last: '上次補貨',
        next: '下次計畫',
        planned: '計畫時間（日本時間）',
        interval: '間隔（天）',
        updated: '更新',
        none: '尚未補貨',
        noPlan: '未設定計畫',
        save: '儲存',
        saved: '補貨計畫已儲存',
        everyDays: '每 %{days} 天 %{time}',
      },
      currency: {
        title: '幣別',
        current: '目前幣別',
        default: '預設（設備未回報）',
        reported: '設備回報',
        history: '幣別變更記錄',
        changedAt: '變更時間',
        previous: '變更前',
        empty: '沒有變更記錄',
      },
    },
  },
  functions: {
    vending: {
      view: '檢視售貨管理、列印和補貨',
      export: '匯出銷售報表',
      print: '傳送列印指令',
      replenishTime: '設定補貨計畫',
    },
  },
};

export default messages;
