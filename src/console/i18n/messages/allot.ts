/** Messages of the allot devices and unbind devices screens. Each text is [ja, zh-CN, zh-TW, en].
 */
import type { MessageTable } from '../../../domain/texts';
import devices from './devices';

const messages = {
  menu: {
    deviceAllot: ['デバイスの割り当て', '分配设备', '分配設備', 'Allot devices'],
    deviceUnbind: ['デバイスの紐付け解除', '解绑设备', '解綁設備', 'Unbind devices'],
  },
  resources: {
    // the device's fields, labelled as on the device list
    deviceAllot: { name: ['デバイスの割り当て', '分配设备', '分配設備', 'Allot devices'], fields: devices.resources.devices.fields },
    deviceUnbind: { name: ['デバイスの紐付け解除', '解绑设备', '解綁設備', 'Unbind devices'], fields: devices.resources.devices.fields },
  },
  screens: {
    allot: {
      devices: ['対象のデバイス', '设备', '設備', 'Devices'],
      organisation: ['割り当て先の組織', '分配到的组织', '分配到的組織', 'Organisation to allot to'],
      serials: ['シリアル番号', '序列号', '序號', 'Serial numbers'],
      serialsHelp: [
        '改行・空白・カンマ区切りで複数入力できます（%{smart_count} 台）',
        '可一次输入多个，用换行、空格或逗号分隔（%{smart_count} 台）',
        '可一次輸入多個，以換行、空白或逗號分隔（%{smart_count} 台）',
        'Several at once, separated by line breaks, spaces or commas (%{smart_count} devices)',
      ],
      badSerials: [
        'シリアル番号として正しくありません: %{serials}',
        '不是有效的序列号：%{serials}',
        '不是有效的序號：%{serials}',
        'Not serial numbers: %{serials}',
      ],
      working: ['処理中…', '处理中…', '處理中…', 'Working…'],
      results: ['デバイスごとの結果', '每台设备的结果', '每台設備的結果', 'Result per device'],
      noResults: ['結果はありません', '没有结果', '沒有結果', 'No results'],
      serialNum: ['シリアル番号', '序列号', '序號', 'Serial number'],
      result: ['結果', '结果', '結果', 'Result'],
      refused: ['拒否 %{smart_count} 台', '被拒绝 %{smart_count} 台', '被拒絕 %{smart_count} 台', '%{smart_count} refused'],
      allot: {
        title: ['デバイスの割り当て', '分配设备', '分配設備', 'Allot devices'],
        intro: [
          'シリアル番号で指定したデバイスを組織に割り当てます。100 台ずつ送信し、結果はデバイスごとに表示します。',
          '将按序列号指定的设备分配给组织，每次 100 台，逐台显示结果。',
          '將以序號指定的設備分配給組織，每次 100 台，逐台顯示結果。',
          'Allots the devices named by their serial numbers to an organisation, 100 at a time, with a result per device.',
        ],
        submit: ['%{smart_count} 台を割り当てる', '分配 %{smart_count} 台', '分配 %{smart_count} 台', 'Allot %{smart_count} devices'],
        changed: ['割り当て済み %{smart_count} 台', '已分配 %{smart_count} 台', '已分配 %{smart_count} 台', '%{smart_count} allotted'],
        unchanged: ['変更なし %{smart_count} 台', '未变更 %{smart_count} 台', '未變更 %{smart_count} 台', '%{smart_count} unchanged'],
        changedOne: ['割り当てました', '已分配', '已分配', 'Allotted'],
        unchangedOne: ['既にこの組織に割り当て済みです', '已分配给该组织', '已分配給該組織', 'Already allotted to this organisation'],
      },
      unbind: {
        title: ['デバイスの紐付け解除', '解绑设备', '解綁設備', 'Unbind devices'],
        intro: [
          'シリアル番号で指定したデバイスの組織への紐付けを解除します。100 台ずつ送信し、結果はデバイスごとに表示します。',
          '解除按序列号指定的设备与组织的绑定，每次 100 台，逐台显示结果。',
          '解除以序號指定的設備與組織的綁定，每次 100 台，逐台顯示結果。',
          'Unbinds the devices named by their serial numbers from their organisation, 100 at a time, with a result per device.',
        ],
        submit: ['%{smart_count} 台の紐付けを解除する', '解绑 %{smart_count} 台', '解綁 %{smart_count} 台', 'Unbind %{smart_count} devices'],
        changed: ['解除済み %{smart_count} 台', '已解绑 %{smart_count} 台', '已解綁 %{smart_count} 台', '%{smart_count} unbound'],
        unchanged: ['変更なし %{smart_count} 台', '未变更 %{smart_count} 台', '未變更 %{smart_count} 台', '%{smart_count} unchanged'],
        changedOne: ['紐付けを解除しました', '已解绑', '已解綁', 'Unbound'],
        unchangedOne: ['どの組織にも紐付いていません', '未绑定任何组织', '未綁定任何組織', 'Not bound to any organisation'],
      },
    },
  },
} satisfies MessageTable;

export default messages;
