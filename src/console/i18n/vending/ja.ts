/**
 * Messages of the device detail's vending tabs (vending management, printing, replenish: issue 8), the print
 * push type, and the vending function codes. Japanese is the reference: the other languages have the same keys.
 */
import type { Shape } from '../shape';

const messages = {
  screens: {
    devices: {
      detail: {
        tabs: { vending: '販売管理', printing: '印刷', replenish: '補充' },
        push: { types: { print: '印刷' } },
      },
    },
    link: { types: { print: '印刷' } },
    vending: {
      total: '合計: 売上 %{amount}、販売 %{count} 件、失敗 %{failed} 件',
      empty: 'この期間の販売はありません',
      lanes: {
        title: 'レーン別の売上',
        laneNo: 'レーン番号',
        goods: '商品',
        count: '販売数',
        amount: '売上',
        failed: '失敗',
        noGoods: '未設定',
      },
      goods: { title: '商品別の売上', laneCount: 'レーン数' },
      days: { title: '日別の売上', day: '日付' },
      hours: { title: '時間帯別の売上（日本時間）', hour: '時間帯', label: '%{hour}時台' },
      print: {
        send: '印刷を送信',
        content: '印刷内容',
        copies: '部数',
        timeout: 'タイムアウト（秒）',
        sent: '印刷コマンドを送信しました',
        history: '印刷記録',
        sentAt: '送信日時',
        status: '状態',
        doneAt: '応答日時',
        deadline: '期限',
        reason: '理由',
        createdBy: '送信者',
        empty: '印刷記録はありません',
        all: 'すべて',
        refresh: '更新',
        statuses: { processing: '処理中', done: '完了', failed: '失敗' },
        reasons: { deviceError: 'デバイスがエラーを返しました', timeout: 'タイムアウト' },
      },
      replenish: {
        title: '補充時刻',
        last: '前回の補充',
        next: '次回の予定',
        planned: '予定時刻（日本時間）',
        interval: '間隔（日）',
        updated: '更新',
        none: 'まだ補充されていません',
        noPlan: '予定は設定されていません',
        save: '保存',
        saved: '補充の予定を保存しました',
        everyDays: '%{days} 日ごと %{time}',
      },
      currency: {
        title: '通貨',
        current: '使用中の通貨',
        default: '既定（デバイスからの報告なし）',
        reported: 'デバイスの報告',
        history: '通貨の変更履歴',
        changedAt: '変更日時',
        previous: '変更前',
        empty: '変更履歴はありません',
      },
    },
  },
  functions: {
    vending: {
      view: '販売管理・印刷・補充の閲覧',
      export: '販売レポートのエクスポート',
      print: '印刷コマンドの送信',
      replenishTime: '補充予定の設定',
    },
  },
};

export type VendingMessages = Shape<typeof messages>;

export default messages;
