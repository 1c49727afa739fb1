/** Messages of the allot devices and unbind devices screens in zh-CN: the same keys as ./ja.ts. */
import type { AllotMessages } from './ja';
import devices from '../devices/zh-CN';

const messages: AllotMessages = {
  menu: {
    deviceAllot: '分配设备',
    deviceUnbind: '解绑设备',
  },
  resources: {
    // the device's fields, labelled as on the device list
    deviceAllot: { name: '分配设备', fields: devices.resources.devices.fields },
    deviceUnbind: { name: '解绑设备', fields: devices.resources.devices.fields },
  },
  screens: {
    allot: {
      devices: '设备',
      organisation: '分配到的组织',
      serials: '序列号',
      serialsHelp: '可一次输入多个，用换行、空格或逗号分隔（%{smart_count} 台）',
      badSerials: '不是有效的序列号：%{serials}',
      working: '处理中…',
      results: '每台设备的结果',
      noResults: '没有结果',
      serialNum: '序列号',
      result: '结果',
      refused: '被拒绝 %{smart_count} 台',
      allot: {
        title: '分配设备',
        intro: '将按序列号指定的设备分配给组织，每次 100 台，逐台显示结果。',
        submit: '分配 %{smart_count} 台',
        changed: '已分配 %{smart_count} 台',
        unchanged: '未变更 %{smart_count} 台',
        changedOne: '已分配',
        unchangedOne: '已分配给该组织',
      },
      unbind: {
        title: '解绑设备',
        intro: '解除按序列号指定的设备与组织的绑定，每次 100 台，逐台显示结果。',
        submit: '解绑 %{smart_count} 台',
        changed: '已解绑 %{smart_count} 台',
        unchanged: '未变更 %{smart_count} 台',
        changedOne: '已解绑',
        unchangedOne: '未绑定任何组织',
      },
    },
  },
};

export default messages;
