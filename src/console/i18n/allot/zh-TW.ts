/** Messages of the allot devices and unbind devices screens in zh-TW: the same keys as ./ja.ts. */
import type { AllotMessages } from './ja';
import devices from '../devices/zh-TW';

const messages: AllotMessages = {
  menu: {
    deviceAllot: '分配設備',
    deviceUnbind: '解綁設備',
  },
  resources: {
    // the device's fields, labelled as on the device list
    deviceAllot: { name: '分配設備', fields: devices.resources.devices.fields },
    deviceUnbind: { name: '解綁設備', fields: devices.resources.devices.fields },
  },
  screens: {
    allot: {
      devices: '設備',
      organisation: '分配到的組織',
      serials: '序號',
      serialsHelp: '可一次輸入多個，以換行、空白或逗號分隔（%{smart_count} 台）',
      badSerials: '不是有效的序號：%{serials}',
      working: '處理中…',
      results: '每台設備的結果',
      noResults: '沒有結果',
      serialNum: '序號',
      result: '結果',
      refused: '被拒絕 %{smart_count} 台',
      allot: {
        title: '分配設備',
        intro: '將以序號指定的設備分配給組織，每次 100 台，逐台顯示結果。',
        submit: '分配 %{smart_count} 台',
        changed: '已分配 %{smart_count} 台',
        unchanged: '未變更 %{smart_count} 台',
        changedOne: '已分配',
        unchangedOne: '已分配給該組織',
      },
      unbind: {
        title: '解綁設備',
        intro: '解除以序號指定的設備與組織的綁定，每次 100 台，逐台顯示結果。',
        submit: '解綁 %{smart_count} 台',
        changed: '已解綁 %{smart_count} 台',
        unchanged: '未變更 %{smart_count} 台',
        changedOne: '已解綁',
        unchangedOne: '未綁定任何組織',
      },
    },
  },
};

export default messages;
