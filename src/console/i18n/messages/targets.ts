/**
 * Messages of the one targeting control of pushes to many devices (issue 28; ui/DeviceTargets.tsx). Each text
 * is [ja, zh-CN, zh-TW, en].
 */
import type { MessageTable } from '../../../domain/texts';

const messages = {
  deviceTargets: {
    title: ['対象デバイス', '目标设备', '目標設備', 'Target devices'],
    byFilter: ['条件で選ぶ', '按条件选择', '依條件選擇', 'By filter'],
    byPick: ['1 台ずつ選ぶ', '逐台选择', '逐台選擇', 'Pick devices'],
    any: ['すべて', '全部', '全部', 'Any'],
    route: ['ルート', '线路', '路線', 'Route'],
    model: ['機種', '型号', '型號', 'Model'],
    product: ['製品', '产品', '產品', 'Product'],
    organisation: ['組織', '组织', '組織', 'Organisation'],
    pick: ['デバイスを検索して選ぶ', '搜索并选择设备', '搜尋並選擇設備', 'Search and pick devices'],
    searchHelp: ['シリアル番号か名前', '序列号或名称', '序號或名稱', 'Serial number or name'],
    shown: ['%{total} 台中 %{shown} 台を表示', '显示 %{total} 台中的 %{shown} 台', '顯示 %{total} 台中的 %{shown} 台', 'Showing %{shown} of %{total}'],
    more: ['さらに表示', '显示更多', '顯示更多', 'Show more'],
    count: [
      '対象デバイス: %{smart_count} 台',
      '目标设备：%{smart_count} 台',
      '目標設備：%{smart_count} 台',
      '%{smart_count} device chosen |||| %{smart_count} devices chosen',
    ],
    tooMany: [
      '%{count} 台が該当します。一度に送れるのは %{max} 台までです。条件を絞ってください',
      '符合 %{count} 台，一次最多 %{max} 台，请缩小范围',
      '符合 %{count} 台，一次最多 %{max} 台，請縮小範圍',
      '%{count} devices match; at most %{max} can be sent at once. Narrow the choice',
    ],
    confirmTitle: [
      '%{smart_count} 台のデバイスに送信しますか？',
      '发送到 %{smart_count} 台设备？',
      '傳送到 %{smart_count} 台設備？',
      'Send to %{smart_count} device? |||| Send to %{smart_count} devices?',
    ],
    confirmContent: [
      '「%{action}」を対象の %{smart_count} 台にすぐ実行します。取り消すと何も送信しません。',
      '将立即对 %{smart_count} 台目标设备执行“%{action}”。取消则不发送任何内容。',
      '將立即對 %{smart_count} 台目標設備執行「%{action}」。取消則不傳送任何內容。',
      '"%{action}" goes to the %{smart_count} chosen device now. Cancel sends nothing. |||| "%{action}" goes to the %{smart_count} chosen devices now. Cancel sends nothing.',
    ],
  },
} satisfies MessageTable;

export default messages;
