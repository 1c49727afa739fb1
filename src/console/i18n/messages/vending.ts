/**
 * Messages of the device detail's vending tabs (vending management, printing, replenish: issue 8), the print
 * push type, and the vending function codes. Each text is [ja, zh-CN, zh-TW, en].
 */
import type { MessageTable } from '../../../domain/texts';

const messages = {
  screens: {
    devices: {
      detail: {
        tabs: {
          vending: ['販売管理', '售货管理', '售貨管理', 'Vending management'],
          printing: ['印刷', '打印', '列印', 'Printing'],
          replenish: ['補充', '补货', '補貨', 'Replenish'],
        },
        push: { types: { print: ['印刷', '打印', '列印', 'Print'] } },
      },
    },
    link: { types: { print: ['印刷', '打印', '列印', 'Print'] } },
    vending: {
      total: [
        '合計: 売上 %{amount}、販売 %{count} 件、失敗 %{failed} 件',
        '合计：销售额 %{amount}，销量 %{count}，失败 %{failed}',
        '合計：銷售額 %{amount}，銷量 %{count}，失敗 %{failed}',
        'Total: sales %{amount}, %{count} sold, %{failed} failed',
      ],
      empty: ['この期間の販売はありません', '该期间没有销售', '該期間沒有銷售', 'No sales in this period'],
      lanes: {
        title: ['レーン別の売上', '按货道销售', '按貨道銷售', 'Sales by lane'],
        laneNo: ['レーン番号', '货道号', '貨道號', 'Lane'],
        goods: ['商品', '商品', '商品', 'Goods'],
        count: ['販売数', '销量', '銷量', 'Sold'],
        amount: ['売上', '销售额', '銷售額', 'Sales'],
        failed: ['失敗', '失败', '失敗', 'Failed'],
        noGoods: ['未設定', '未设置', '未設定', 'None set'],
      },
      goods: { title: ['商品別の売上', '按商品销售', '按商品銷售', 'Sales by goods'], laneCount: ['レーン数', '货道数', '貨道數', 'Lanes'] },
      days: { title: ['日別の売上', '按日销售', '按日銷售', 'Sales by day'], day: ['日付', '日期', '日期', 'Day'] },
      hours: {
        title: ['時間帯別の売上（日本時間）', '按时段销售（日本时间）', '按時段銷售（日本時間）', 'Sales by hour of day (Japan time)'],
        hour: ['時間帯', '时段', '時段', 'Hour'],
        label: ['%{hour}時台', '%{hour}点', '%{hour}點', '%{hour}:00'],
      },
      print: {
        send: ['印刷を送信', '发送打印', '傳送列印', 'Send print'],
        content: ['印刷内容', '打印内容', '列印內容', 'Text to print'],
        copies: ['部数', '份数', '份數', 'Copies'],
        timeout: ['タイムアウト（秒）', '超时（秒）', '逾時（秒）', 'Timeout (seconds)'],
        sent: ['印刷コマンドを送信しました', '打印指令已发送', '列印指令已傳送', 'The print command was sent'],
        history: ['印刷記録', '打印记录', '列印記錄', 'Print records'],
        sentAt: ['送信日時', '发送时间', '傳送時間', 'Sent at'],
        status: ['状態', '状态', '狀態', 'Status'],
        doneAt: ['応答日時', '应答时间', '回應時間', 'Answered at'],
        deadline: ['期限', '期限', '期限', 'Deadline'],
        reason: ['理由', '原因', '原因', 'Reason'],
        createdBy: ['送信者', '发送人', '傳送人', 'Sent by'],
        empty: ['印刷記録はありません', '没有打印记录', '沒有列印記錄', 'No print records'],
        all: ['すべて', '全部', '全部', 'All'],
        refresh: ['更新', '刷新', '重新整理', 'Refresh'],
        statuses: {
          processing: ['処理中', '处理中', '處理中', 'Processing'],
          done: ['完了', '完成', '完成', 'Done'],
          failed: ['失敗', '失败', '失敗', 'Failed'],
        },
        reasons: {
          deviceError: ['デバイスがエラーを返しました', '设备返回错误', '設備回傳錯誤', 'The device answered an error'],
          timeout: ['タイムアウト', '超时', '逾時', 'Timed out'],
        },
      },
      replenish: {
        title: ['補充時刻', '补货时间', '補貨時間', 'Replenish time'],
        last: ['前回の補充', '上次补货', '上次補貨', 'Last replenished'],
        next: ['次回の予定', '下次计划', '下次計畫', 'Next planned'],
        planned: ['予定時刻（日本時間）', '计划时间（日本时间）', '計畫時間（日本時間）', 'Planned time (Japan time)'],
        interval: ['間隔（日）', '间隔（天）', '間隔（天）', 'Interval (days)'],
        updated: ['更新', '更新', '更新', 'Updated'],
        none: ['まだ補充されていません', '尚未补货', '尚未補貨', 'Not replenished yet'],
        noPlan: ['予定は設定されていません', '未设置计划', '未設定計畫', 'No plan is set'],
        save: ['保存', '保存', '儲存', 'Save'],
        saved: ['補充の予定を保存しました', '补货计划已保存', '補貨計畫已儲存', 'The replenishment plan was saved'],
        everyDays: ['%{days} 日ごと %{time}', '每 %{days} 天 %{time}', '每 %{days} 天 %{time}', 'Every %{days} days at %{time}'],
      },
      currency: {
        title: ['通貨', '币种', '幣別', 'Currency'],
        current: ['使用中の通貨', '当前币种', '目前幣別', 'Currency in use'],
        default: ['既定（デバイスからの報告なし）', '默认（设备未上报）', '預設（設備未回報）', 'Default (the device reported none)'],
        reported: ['デバイスの報告', '设备上报', '設備回報', 'Reported by the device'],
        history: ['通貨の変更履歴', '币种变更记录', '幣別變更記錄', 'Currency changes'],
        changedAt: ['変更日時', '变更时间', '變更時間', 'Changed at'],
        previous: ['変更前', '变更前', '變更前', 'Before'],
        empty: ['変更履歴はありません', '没有变更记录', '沒有變更記錄', 'No changes'],
      },
    },
  },
  functions: {
    vending: {
      view: ['販売管理・印刷・補充の閲覧', '查看售货管理、打印和补货', '檢視售貨管理、列印和補貨', 'View vending management, printing and replenishment'],
      export: ['販売レポートのエクスポート', '导出销售报表', '匯出銷售報表', 'Export sales reports'],
      print: ['印刷コマンドの送信', '发送打印指令', '傳送列印指令', 'Send print commands'],
      replenishTime: ['補充予定の設定', '设置补货计划', '設定補貨計畫', 'Set replenishment plans'],
    },
  },
} satisfies MessageTable;

export default messages;
