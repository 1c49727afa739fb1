/** Messages of the BD devices list (resources/accounts/bd-devices.ts) and its section on a BD's detail. Each text is [ja, zh-CN, zh-TW, en]. */
import type { MessageTable } from '../../../domain/texts';

export default {
  menu: { bdDevices: ['BDデバイス', 'BD设备', 'BD設備', 'BD devices'] },
  resources: {
    bdDevices: {
      name: ['BDデバイス', 'BD设备', 'BD設備', 'BD device |||| BD devices'],
      fields: {
        name: ['デバイス名', '设备名称', '設備名稱', 'Device name'],
        alias: ['別名', '别名', '別名', 'Alias'],
        model: ['機種', '型号', '型號', 'Model'],
        online: ['接続状態', '连接状态', '連線狀態', 'Connection'],
        activated: ['有効化状態', '激活状态', '啟用狀態', 'Activation'],
        lastSeenAt: ['最終受信', '最后通信', '最後通訊', 'Last heard from'],
        bdUserId: ['担当BD', '负责BD', '負責BD', 'BD in charge'],
        bdAccount: ['担当BDのアカウント', '负责BD账号', '負責BD帳號', 'BD account'],
        bdName: ['担当BD', '负责BD', '負責BD', 'BD in charge'],
        bdRank: ['BDの職位', 'BD职级', 'BD職級', 'BD rank'],
        boundOrgId: ['割り当て組織ID', '绑定的组织ID', '綁定的組織ID', 'Through organisation ID'],
        boundOrgName: ['割り当て組織', '绑定的组织', '綁定的組織', 'Through organisation'],
      },
    },
  },
  functions: {
    bdDevice: { view: ['BDデバイスの閲覧', '查看BD设备', '檢視BD設備', 'View BD devices'] },
  },
  screens: {
    bd: {
      devices: ['担当デバイス', '负责的设备', '負責的設備', 'Devices served'],
      devicesHelp: [
        '担当組織とその配下のデバイスです。配下の組織に別のBDが割り当てられている場合、そのデバイスはそのBDの担当です。',
        '负责的组织及其下级的设备。下级组织绑定了其他BD时，其设备由该BD负责。',
        '負責的組織及其下級的設備。下級組織綁定了其他BD時，其設備由該BD負責。',
        'The devices of the organisations it manages and of those below them; where another BD is bound lower down, that BD serves them.',
      ],
    },
  },
} satisfies MessageTable;
