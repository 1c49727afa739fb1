/**
 * Messages of the app centre's jobs finished in the console (issue 28 item 3): a release's version chosen among
 * the app's, its strategy and devices edited, kiosk mode and auto-start toggled, listing confirmed, and the market's
 * screens. Each text is [ja, zh-CN, zh-TW, en].
 */
import type { MessageTable } from '../../../domain/texts';

export default {
  appStore: {
    versionWithCode: ['%{label}（バージョンコード %{value}）', '%{label}（版本号 %{value}）', '%{label}（版本號 %{value}）', '%{label} (version code %{value})'],
    editStrategy: ['公開方法を変更', '修改发布策略', '修改發布策略', 'Change how it installs'],
    addDevices: ['デバイスを追加', '添加设备', '新增設備', 'Add devices'],
    deviceSearch: ['デバイス（シリアル番号で検索）', '设备（按序列号搜索）', '設備（依序號搜尋）', 'Devices (search by serial number)'],
    deviceSearchHint: ['シリアル番号の先頭を入力', '输入序列号开头', '輸入序號開頭', 'Type the start of a serial number'],
    devicesPicked: ['%{smart_count} 台を選択中', '已选 %{smart_count} 台', '已選 %{smart_count} 台', '1 device chosen |||| %{smart_count} devices chosen'],
    tooManyDevices: ['一度に追加できるのは %{max} 台までです', '一次最多添加 %{max} 台', '一次最多新增 %{max} 台', 'At most %{max} devices at a time'],
    deviceSearchFailed: ['デバイスを読み込めませんでした', '无法读取设备', '無法讀取設備', 'The devices could not be read'],
    confirmAddDevices: [
      '%{smart_count} 台のデバイスをこのリリースに追加しますか？（%{serials}）強制インストールのリリースでは、すぐに送信されます。',
      '要将 %{smart_count} 台设备添加到此发布吗？（%{serials}）强制安装的发布会立即下发。',
      '要將 %{smart_count} 台設備新增到此發布嗎？（%{serials}）強制安裝的發布會立即下發。',
      'Add 1 device to this release? (%{serials}) A forced release is sent to it at once. |||| Add %{smart_count} devices to this release? (%{serials}) A forced release is sent to them at once.',
    ],
    devicesAdded: ['%{smart_count} 台を追加しました', '已添加 %{smart_count} 台', '已新增 %{smart_count} 台', '1 device added |||| %{smart_count} devices added'],
    removeDevice: ['リリースから外す', '从发布中移除', '從發布中移除', 'Take off the release'],
    confirmRemoveDevice: [
      '%{serialNum} をこのリリースから外しますか？送信中の指示は取り消されます。',
      '要将 %{serialNum} 从此发布中移除吗？未完成的指令将被取消。',
      '要將 %{serialNum} 從此發布中移除嗎？未完成的指令將被取消。',
      'Take %{serialNum} off this release? Its open command is cancelled.',
    ],
    alsoUninstall: ['%{app} もデバイスからアンインストールする', '同时从设备卸载 %{app}', '同時從設備解除安裝 %{app}', 'Also uninstall %{app} from the device'],
  },
} satisfies MessageTable;
