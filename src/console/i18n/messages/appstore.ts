/**
 * Messages of the app centre's jobs finished in the console (issue 28 item 3): a release's version chosen among
 * the app's, its strategy and devices edited, kiosk mode and auto-start toggled, listing confirmed, and the market's
 * screens. Each text is [ja, zh-CN, zh-TW, en].
 */
import type { MessageTable } from '../../../domain/texts';

export default {
  appStore: {
    versionWithCode: [
      '%{label}（バージョンコード %{value}）',
      '%{label}（版本号 %{value}）',
      '%{label}（版本號 %{value}）',
      '%{label} (version code %{value})',
    ],
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
    devicesAdded: [
      '%{smart_count} 台を追加しました',
      '已添加 %{smart_count} 台',
      '已新增 %{smart_count} 台',
      '1 device added |||| %{smart_count} devices added',
    ],
    removeDevice: ['リリースから外す', '从发布中移除', '從發布中移除', 'Take off the release'],
    confirmRemoveDevice: [
      '%{serialNum} をこのリリースから外しますか？送信中の指示は取り消されます。',
      '要将 %{serialNum} 从此发布中移除吗？未完成的指令将被取消。',
      '要將 %{serialNum} 從此發布中移除嗎？未完成的指令將被取消。',
      'Take %{serialNum} off this release? Its open command is cancelled.',
    ],
    alsoUninstall: ['%{app} もデバイスからアンインストールする', '同时从设备卸载 %{app}', '同時從設備解除安裝 %{app}', 'Also uninstall %{app} from the device'],
    confirmList: [
      '%{name} をアプリマーケットに掲載しますか？公開中のリリースが届く利用者に表示されます。',
      '要将 %{name} 上架到应用市场吗？发布所覆盖的用户将能看到它。',
      '要將 %{name} 上架到應用市集嗎？發布所涵蓋的使用者將能看到它。',
      'List %{name} in the app market? The users its open releases reach will see it.',
    ],
    confirmDelist: [
      '%{name} の掲載を取り下げますか？アプリマーケットに表示されなくなります。',
      '要将 %{name} 下架吗？它将不再显示在应用市场中。',
      '要將 %{name} 下架嗎？它將不再顯示在應用市集中。',
      'Delist %{name}? It no longer shows in the app market.',
    ],
    kiosk: ['キオスクモード', '锁定模式', '鎖定模式', 'Kiosk mode'],
    autoStart: ['自動起動', '自启动', '自啟動', 'Auto-start'],
    needPush: [
      '切り替えには「アプリのインストールとアンインストール」の権限が必要です',
      '切换需要“安装和卸载应用”的权限',
      '切換需要「安裝和解除安裝應用」的權限',
      'Switching it needs the right to install and uninstall apps',
    ],
    kioskOnConfirm: [
      '%{serialNum} で %{app} をキオスクモードにしますか？デバイスはこのアプリだけを表示します。',
      '要在 %{serialNum} 上将 %{app} 设为锁定模式吗？设备将只显示此应用。',
      '要在 %{serialNum} 上將 %{app} 設為鎖定模式嗎？設備將只顯示此應用。',
      'Put %{app} in kiosk mode on %{serialNum}? The device shows only this app.',
    ],
    kioskOffConfirm: [
      '%{serialNum} で %{app} のキオスクモードを解除しますか？',
      '要在 %{serialNum} 上解除 %{app} 的锁定模式吗？',
      '要在 %{serialNum} 上解除 %{app} 的鎖定模式嗎？',
      'Take %{app} out of kiosk mode on %{serialNum}?',
    ],
    autoStartOnConfirm: [
      '%{serialNum} の起動時に %{app} を自動起動しますか？',
      '要在 %{serialNum} 开机时自动启动 %{app} 吗？',
      '要在 %{serialNum} 開機時自動啟動 %{app} 嗎？',
      'Start %{app} when %{serialNum} boots?',
    ],
    autoStartOffConfirm: [
      '%{serialNum} で %{app} の自動起動をやめますか？',
      '要在 %{serialNum} 上停止自动启动 %{app} 吗？',
      '要在 %{serialNum} 上停止自動啟動 %{app} 嗎？',
      'Stop starting %{app} when %{serialNum} boots?',
    ],
    kioskOnSent: ['キオスクモードをオンにしました', '已开启锁定模式', '已開啟鎖定模式', 'Kiosk mode is on'],
    kioskOffSent: ['キオスクモードをオフにしました', '已关闭锁定模式', '已關閉鎖定模式', 'Kiosk mode is off'],
    autoStartOnSent: ['自動起動をオンにしました', '已开启自启动', '已開啟自啟動', 'Auto-start is on'],
    autoStartOffSent: ['自動起動をオフにしました', '已关闭自启动', '已關閉自啟動', 'Auto-start is off'],
    versionsOf: ['%{name} のバージョン', '%{name} 的版本', '%{name} 的版本', 'Versions of %{name}'],
    noMarketVersions: ['公開中のバージョンはありません', '没有发布中的版本', '沒有發布中的版本', 'No version is published'],
    storeIndex: ['ストア一覧', '商店一览', '商店一覽', 'Store at a glance'],
    storeEmpty: ['マーケットに表示できるアプリはありません', '市场中没有可显示的应用', '市集中沒有可顯示的應用', 'The market offers no app'],
  },
  menu: { appKioskApps: ['キオスクモードのアプリ', '锁定模式应用', '鎖定模式應用', 'Kiosk-mode apps'] },
  resources: {
    appReleases: {
      actions: {
        strategy: ['公開方法を変更', '修改发布策略', '修改發布策略', 'Change how it installs'],
        strategyDone: [
          '公開方法を変更しました（%{sent} 台に送信）',
          '发布策略已修改（已下发 %{sent} 台）',
          '發布策略已修改（已下發 %{sent} 台）',
          'Changed how it installs (sent to %{sent} devices)',
        ],
      },
    },
    appKioskApps: {
      name: ['キオスクモードのアプリ', '锁定模式应用', '鎖定模式應用', 'Kiosk-mode app'],
      fields: {
        releaseId: ['リリース ID', '发布 ID', '發布 ID', 'Release ID'],
        appName: ['アプリ名', '应用名称', '應用名稱', 'App name'],
        version: ['バージョン', '版本', '版本', 'Version'],
        platform: ['プラットフォーム', '平台', '平台', 'Platform'],
        packageName: ['パッケージ名', '包名', '套件名稱', 'Package name'],
        installMode: ['インストール方法', '安装方式', '安裝方式', 'Install mode'],
        startupMode: ['起動方法', '启动方式', '啟動方式', 'Startup mode'],
        publishedAt: ['公開日時', '发布时间', '發布時間', 'Published at'],
      },
    },
  },
} satisfies MessageTable;
