/**
 * Messages of the allot devices and unbind devices screens. Japanese is the reference: the other languages beside it have the same keys.
 */
import type { Shape } from '../shape';
import devices from '../devices/ja';

const messages = {
  menu: {
    deviceAllot: 'デバイスの割り当て',
    deviceUnbind: 'デバイスの紐付け解除',
  },
  resources: {
    // the device's fields, labelled as on the device list
    deviceAllot: { name: 'デバイスの割り当て', fields: devices.resources.devices.fields },
    deviceUnbind: { name: 'デバイスの紐付け解除', fields: devices.resources.devices.fields },
  },
  screens: {
    allot: {
      devices: '対象のデバイス',
      organisation: '割り当て先の組織',
      serials: 'シリアル番号',
      serialsHelp: '改行・空白・カンマ区切りで複数入力できます（%{smart_count} 台）',
      badSerials: 'シリアル番号として正しくありません: %{serials}',
      working: '処理中…',
      results: 'デバイスごとの結果',
      noResults: '結果はありません',
      serialNum: 'シリアル番号',
      result: '結果',
      refused: '拒否 %{smart_count} 台',
      allot: {
        title: 'デバイスの割り当て',
        intro: 'シリアル番号で指定したデバイスを組織に割り当てます。100 台ずつ送信し、結果はデバイスごとに表示します。',
        submit: '%{smart_count} 台を割り当てる',
        changed: '割り当て済み %{smart_count} 台',
        unchanged: '変更なし %{smart_count} 台',
        changedOne: '割り当てました',
        unchangedOne: '既にこの組織に割り当て済みです',
      },
      unbind: {
        title: 'デバイスの紐付け解除',
        intro: 'シリアル番号で指定したデバイスの組織への紐付けを解除します。100 台ずつ送信し、結果はデバイスごとに表示します。',
        submit: '%{smart_count} 台の紐付けを解除する',
        changed: '解除済み %{smart_count} 台',
        unchanged: '変更なし %{smart_count} 台',
        changedOne: '紐付けを解除しました',
        unchangedOne: 'どの組織にも紐付いていません',
      },
    },
  },
};

export type AllotMessages = Shape<typeof messages>;

export default messages;
