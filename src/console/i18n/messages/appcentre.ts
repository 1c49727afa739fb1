/**
 * Messages of the app centre (issue 17): its menu, the apps and kiosk-mode whitelist resources, their enums and
 * function codes. Each text is [ja, zh-CN, zh-TW, en].
 */
import type { MessageTable } from '../../../domain/texts';

const messages = {
  appScreens: {
    tab: ['アプリ一覧', '应用列表', '應用列表', 'App list'],
    deviceApps: ['デバイスのアプリ', '设备上的应用', '設備上的應用', 'Apps on the device'],
    refresh: ['再読み込み', '刷新', '重新整理', 'Reload'],
    noApps: ['アプリの報告はまだありません', '设备尚未上报应用', '設備尚未回報應用', 'The device has not reported its apps yet'],
    reportedVersion: ['報告されたバージョン', '上报的版本', '回報的版本', 'Reported version'],
    targetVersion: ['送ったバージョン', '下发的版本', '下發的版本', 'Version sent'],
    uninstall: ['アンインストール', '卸载', '解除安裝', 'Uninstall'],
    installTitle: ['アプリのインストール', '安装应用', '安裝應用', 'Install an app'],
    chooseApp: ['アプリ', '应用', '應用', 'App'],
    chooseVersion: ['バージョン', '版本', '版本', 'Version'],
    installMode: ['インストール方法', '安装方式', '安裝方式', 'Install mode'],
    startupMode: ['起動方法', '启动方式', '啟動方式', 'Startup mode'],
    install: ['インストール', '安装', '安裝', 'Install'],
    sent: ['デバイスに送りました', '已发送到设备', '已傳送到設備', 'Sent to the device'],
    app: ['アプリ', '应用', '應用', 'App'],
    versions: ['バージョン', '版本', '版本', 'Versions'],
    noVersions: ['バージョンはまだありません', '尚无版本', '尚無版本', 'No versions yet'],
    version: ['バージョン', '版本', '版本', 'Version'],
    note: ['更新内容', '更新说明', '更新說明', 'Update note'],
    packages: ['パッケージ', '安装包', '安裝包', 'Packages'],
    valid: ['状態', '状态', '狀態', 'State'],
    createdAt: ['作成日時', '创建时间', '建立時間', 'Created at'],
    action: ['操作', '操作', '操作', 'Action'],
    invalidateVersion: ['%{version} を無効にする', '停用 %{version}', '停用 %{version}', 'Make %{version} invalid'],
    validateVersion: ['%{version} を有効にする', '启用 %{version}', '啟用 %{version}', 'Make %{version} valid'],
    invalidatePackage: ['無効にする', '停用', '停用', 'Make invalid'],
    validatePackage: ['有効にする', '启用', '啟用', 'Make valid'],
    packageType: ['パッケージの種類', '安装包类型', '安裝包類型', 'Package type'],
    format: ['形式', '格式', '格式', 'Format'],
    apkVersionCode: ['versionCode', 'versionCode', 'versionCode', 'versionCode'],
    size: ['サイズ（バイト）', '大小（字节）', '大小（位元組）', 'Size (bytes)'],
    md5: ['MD5', 'MD5', 'MD5', 'MD5'],
    newPackage: ['パッケージの追加', '添加安装包', '新增安裝包', 'Add a package'],
    chooseFile: ['ファイルを選ぶ', '选择文件', '選擇檔案', 'Choose a file'],
    apkPackage: ['APK のパッケージ名', 'APK 包名', 'APK 套件名稱', 'APK package name'],
    apkVersionName: ['APK のバージョン名', 'APK 版本名', 'APK 版本名稱', 'APK version name'],
    baseVersion: ['基準バージョン', '基础版本', '基礎版本', 'Base version'],
    signed: ['署名あり', '已签名', '已簽名', 'Signed'],
    encrypted: ['暗号化あり', '已加密', '已加密', 'Encrypted'],
    save: ['保存', '保存', '儲存', 'Save'],
    saved: ['パッケージを保存しました', '安装包已保存', '安裝包已儲存', 'The package is saved'],
    done: ['更新しました', '已更新', '已更新', 'Updated'],
    list: ['掲載する', '上架', '上架', 'List in the store'],
    delist: ['掲載をやめる', '下架', '下架', 'Delist'],
    release: ['リリース', '发布', '發布', 'Release'],
    targets: ['対象', '对象', '對象', 'Targets'],
    cancelRelease: ['リリースをキャンセル', '取消发布', '取消發布', 'Cancel the release'],
    releaseDevices: ['対象デバイス', '发布设备', '發布設備', 'Devices of the release'],
    noReleaseDevices: ['対象デバイスがありません', '没有发布设备', '沒有發布設備', 'The release reaches no device'],
    serialNum: ['シリアル番号', '序列号', '序號', 'Serial number'],
    state: ['状態', '状态', '狀態', 'State'],
    sentAt: ['送信日時', '下发时间', '下發時間', 'Sent at'],
    grayChoose: ['グレーデバイスを選ぶ', '选择灰度设备', '選擇灰度設備', 'Choose gray devices'],
    grayStart: ['グレーリリースを開始', '开始灰度发布', '開始灰度發布', 'Start the gray release'],
    grayClear: ['グレーリリースをクリア', '清除灰度发布', '清除灰度發布', 'Clear the gray release'],
    grayPaused: ['自動停止：グレーデバイス %{gray} 台のうち失敗 %{failed} 台・タイムアウト %{timedOut} 台が失敗しきい値 %{errorThreshold}% に達しました（成功 %{installed} 台）', '已自动暂停：%{gray} 台灰度设备中失败 %{failed} 台、超时 %{timedOut} 台，达到失败阈值 %{errorThreshold}%（成功 %{installed} 台）', '已自動暫停：%{gray} 台灰度設備中失敗 %{failed} 台、逾時 %{timedOut} 台，達到失敗閾值 %{errorThreshold}%（成功 %{installed} 台）', 'Paused by itself: of %{gray} gray devices, %{failed} failed and %{timedOut} timed out, reaching the error threshold of %{errorThreshold}% (%{installed} installed)'],
    downgradeWarning: ['Android では古いバージョンに戻すために先にアンインストールが必要で、アプリのデータは失われます', 'Android 回退到旧版本需要先卸载，应用的数据会丢失', 'Android 回退到舊版本需要先解除安裝，應用的資料會遺失', 'On Android an older version needs the app uninstalled first, and the app\'s data is lost'],
    modes: ['キオスク・自動起動', '锁定模式・自启动', '鎖定模式・自啟動', 'Kiosk and auto-start'],
    kioskApp: ['キオスクアプリ', '锁定模式应用', '鎖定模式應用', 'Kiosk app'],
    autoStartApp: ['自動起動アプリ', '自启动应用', '自啟動應用', 'Auto-start app'],
    flag_kioskMissing: ['キオスクアプリがない', '缺少锁定模式应用', '缺少鎖定模式應用', 'Kiosk app missing'],
    flag_notAutoStart: ['別のアプリが自動起動', '自启动的是其他应用', '自啟動的是其他應用', 'Another app starts at boot'],
    cancelCommand: ['指示を取り消す', '取消指令', '取消指令', 'Cancel the command'],
    history: ['インストール履歴', '安装历史', '安裝歷史', 'Install history'],
    noHistory: ['履歴がありません', '没有历史记录', '沒有歷史紀錄', 'No history yet'],
    op: ['操作', '操作', '操作', 'Operation'],
    reinstall: ['%{version} を再インストール', '重新安装 %{version}', '重新安裝 %{version}', 'Reinstall %{version}']
  },
  menu: {
    apps: ['アプリセンター', '应用中心', '應用中心', 'App centre'],
    appManage: ['アプリ管理', '应用管理', '應用管理', 'App management'],
    appWhitelist: ['キオスクモードのホワイトリスト', 'Kiosk 模式白名单', 'Kiosk 模式白名單', 'Kiosk-mode whitelist'],
    appRelease: ['アプリの公開', '应用发布', '應用發布', 'Releases'],
    appMarket: ['アプリマーケット', '应用市场', '應用市集', 'App market']
  },
  resources: {
    apps: {
      name: ['アプリ', '应用', '應用', 'App'],
      fields: {
        id: ['アプリ ID', '应用 ID', '應用 ID', 'App ID'],
        name: ['アプリ名', '应用名称', '應用名稱', 'App name'],
        platform: ['プラットフォーム', '平台', '平台', 'Platform'],
        type: ['種類', '类型', '類型', 'Type'],
        packageName: ['パッケージ名', '包名', '套件名稱', 'Package name'],
        classify: ['分類', '分类', '分類', 'Class'],
        intro: ['紹介', '简介', '簡介', 'Intro'],
        icon: ['アイコン', '图标', '圖示', 'Icon'],
        screenshots: ['スクリーンショット', '截图', '截圖', 'Screenshots'],
        shelf: ['掲載', '上架', '上架', 'Listed'],
        versionCount: ['有効なバージョン数', '有效版本数', '有效版本數', 'Valid versions'],
        latestVersion: ['最新バージョン', '最新版本', '最新版本', 'Latest version'],
        createdAt: ['作成日時', '创建时间', '建立時間', 'Created at'],
        updatedAt: ['更新日時', '更新时间', '更新時間', 'Updated at']
      }
    },
    appWhitelist: {
      name: ['ホワイトリストの項目', '白名单条目', '白名單條目', 'Whitelist entry'],
      fields: {
        appId: ['アプリ ID', '应用 ID', '應用 ID', 'App ID'],
        appIds: ['アプリ ID', '应用 ID', '應用 ID', 'App IDs'],
        appName: ['アプリ名', '应用名称', '應用名稱', 'App name'],
        packageName: ['パッケージ名', '包名', '套件名稱', 'Package name'],
        platform: ['プラットフォーム', '平台', '平台', 'Platform'],
        createdAt: ['登録日時', '添加时间', '新增時間', 'Added at'],
        name: ['アプリ名', '应用名称', '應用名稱', 'App name'],
        type: ['種類', '类型', '類型', 'Type'],
        classify: ['分類', '分类', '分類', 'Class'],
        intro: ['紹介', '简介', '簡介', 'Intro'],
        icon: ['アイコン', '图标', '圖示', 'Icon'],
        screenshots: ['スクリーンショット', '截图', '截圖', 'Screenshots'],
        shelf: ['掲載', '上架', '上架', 'Listed'],
        versionCount: ['有効なバージョン数', '有效版本数', '有效版本數', 'Valid versions'],
        latestVersion: ['最新バージョン', '最新版本', '最新版本', 'Latest version'],
        updatedAt: ['更新日時', '更新时间', '更新時間', 'Updated at']
      }
    },
    appReleases: {name: ['リリース', '发布', '發布', 'Release'], fields: {id: ['リリース ID', '发布 ID', '發布 ID', 'Release ID'], appId: ['アプリ', '应用', '應用', 'App'], appName: ['アプリ名', '应用名称', '應用名稱', 'App name'], version: ['バージョン', '版本', '版本', 'Version'], platform: ['プラットフォーム', '平台', '平台', 'Platform'], scope: ['公開範囲', '发布范围', '發布範圍', 'Scope'], orgIds: ['サービスプロバイダー', '服务商', '服務商', 'Service providers'], serialNums: ['デバイス', '设备', '設備', 'Devices'], installMode: ['インストール方法', '安装方式', '安裝方式', 'Install mode'], startupMode: ['起動方法', '启动方式', '啟動方式', 'Startup mode'], commandCount: ['送信数', '下发数', '下發數', 'Installs sent'], createdAt: ['公開日時', '发布时间', '發布時間', 'Published at'], canceledAt: ['キャンセル日時', '取消时间', '取消時間', 'Canceled at'], gray: ['グレーリリース', '灰度发布', '灰度發布', 'Gray release'], grayStatus: ['グレーリリースの状態', '灰度状态', '灰度狀態', 'Gray release status'], grayCount: ['グレーデバイス数', '灰度设备数', '灰度設備數', 'Gray devices'], successThreshold: ['成功しきい値（%）', '成功阈值（%）', '成功閾值（%）', 'Success threshold (%)'], errorThreshold: ['失敗しきい値（%）', '失败阈值（%）', '失敗閾值（%）', 'Error threshold (%)'], percent: ['割合（%）', '比例（%）', '比例（%）', 'Share (%)']}, items: {orgIds: ['サービスプロバイダー', '服务商', '服務商', 'Service provider'], serialNums: ['デバイス', '设备', '設備', 'Device']}},
    appMarket: {name: ['マーケットのアプリ', '市场应用', '市集應用', 'Market app'], fields: {releaseId: ['リリース ID', '发布 ID', '發布 ID', 'Release ID'], icon: ['アイコン', '图标', '圖示', 'Icon'], appName: ['アプリ名', '应用名称', '應用名稱', 'App name'], name: ['アプリ名', '应用名称', '應用名稱', 'App name'], version: ['バージョン', '版本', '版本', 'Version'], platform: ['プラットフォーム', '平台', '平台', 'Platform'], type: ['種類', '类型', '類型', 'Type'], packageName: ['パッケージ名', '包名', '套件名稱', 'Package name'], installMode: ['インストール方法', '安装方式', '安裝方式', 'Install mode'], startupMode: ['起動方法', '启动方式', '啟動方式', 'Startup mode'], publishedAt: ['公開日時', '发布时间', '發布時間', 'Published at']}}
  },
  enum: {
    appPlatform: {
      android: ['Android', 'Android', 'Android', 'Android'],
      windows: ['Windows', 'Windows', 'Windows', 'Windows'],
      linux: ['Linux', 'Linux', 'Linux', 'Linux']
    },
    appType: {
      system: ['システムアプリ', '系统应用', '系統應用', 'System app'],
      app: ['アプリ', '应用', '應用', 'App']
    },
    appShelf: {
      "0": ['非掲載', '已下架', '已下架', 'Delisted'],
      "1": ['掲載中', '已上架', '已上架', 'Listed']
    },
    appPackageType: {
      full: ['フル', '完整包', '完整包', 'Full'],
      differential: ['差分', '差分包', '差分包', 'Differential']
    },
    appInstallMode: {forced: ['強制', '强制', '強制', 'Forced'], reminder: ['通知', '提醒', '提醒', 'Reminder']},
    appStartupMode: {auto: ['自動', '自动', '自動', 'Auto'], manual: ['手動', '手动', '手動', 'Manual'], kiosk: ['キオスク', '锁定模式', '鎖定模式', 'Kiosk']},
    appInstallState: {pending: ['送信済み', '已下发', '已下發', 'Sent'], downloading: ['ダウンロード中', '下载中', '下載中', 'Downloading'], installed: ['インストール済み', '已安装', '已安裝', 'Installed'], removed: ['削除済み', '已卸载', '已解除安裝', 'Removed'], wrongVersion: ['バージョン違い', '版本不符', '版本不符', 'Wrong version'], failed: ['失敗', '失败', '失敗', 'Failed'], timedOut: ['タイムアウト', '超时', '逾時', 'Timed out'], canceled: ['キャンセル済み', '已取消', '已取消', 'Canceled'], notSent: ['未送信', '未下发', '未下發', 'Not sent'], replaced: ['置き換え済み', '已被替代', '已被取代', 'Replaced']},
    appReleaseScope: {all: ['全体', '全部', '全部', 'All devices'], providers: ['サービスプロバイダー指定', '指定服务商', '指定服務商', 'Chosen service providers'], devices: ['デバイス指定', '指定设备', '指定設備', 'Chosen devices']},
    appReleaseStatus: {published: ['公開中', '发布中', '發布中', 'Published'], canceled: ['キャンセル済み', '已取消', '已取消', 'Canceled']},
    appGrayStatus: {held: ['待機中', '等待中', '等待中', 'Waiting'], gray: ['グレー配信中', '灰度中', '灰度中', 'On gray devices'], paused: ['自動停止', '已自动暂停', '已自動暫停', 'Paused by itself'], widened: ['全体へ拡大済み', '已全量', '已全量', 'Widened to all'], cleared: ['クリア済み', '已清除', '已清除', 'Cleared']},
    appValid: {
      "0": ['無効', '失效', '失效', 'Invalid'],
      "1": ['有効', '有效', '有效', 'Valid']
    }
  },
  functions: {
    app: {
      view: ['アプリの閲覧', '查看应用', '檢視應用', 'View apps'],
      save: ['アプリの作成', '创建应用', '建立應用', 'Create apps'],
      update: ['アプリの編集', '编辑应用', '編輯應用', 'Edit apps'],
      shelf: ['アプリの掲載と掲載停止', '应用上架与下架', '應用上架與下架', 'List and delist apps']
    },
    appPackage: {
      view: ['バージョンとパッケージの閲覧', '查看版本和安装包', '檢視版本和安裝包', 'View versions and packages'],
      save: ['パッケージのアップロードと保存', '上传和保存安装包', '上傳和儲存安裝包', 'Upload and save packages'],
      update: ['バージョンとパッケージの有効・無効', '启用或停用版本和安装包', '啟用或停用版本和安裝包', 'Make versions and packages valid or invalid']
    },
    appInstall: {
      view: ['インストール状況の閲覧', '查看安装情况', '檢視安裝情況', 'View installs'],
      push: ['アプリのインストールとアンインストール', '安装和卸载应用', '安裝和解除安裝應用', 'Install and uninstall apps']
    },
    appWhitelist: {
      view: ['ホワイトリストの閲覧', '查看白名单', '檢視白名單', 'View the kiosk-mode whitelist'],
      update: ['ホワイトリストの変更', '修改白名单', '修改白名單', 'Change the kiosk-mode whitelist']
    },
    appRelease: {view: ['リリースの閲覧', '查看发布', '檢視發布', 'View releases'], save: ['アプリの公開と公開方法の変更', '发布应用与修改发布策略', '發布應用與修改發布策略', 'Publish apps and change how'], cancel: ['リリースのキャンセル', '取消发布', '取消發布', 'Cancel releases']},
    appMarket: {view: ['アプリマーケットの閲覧', '查看应用市场', '檢視應用市集', 'View the app market']},
    appGray: {update: ['グレーリリースの操作', '操作灰度发布', '操作灰度發布', 'Run gray releases']}
  }
} satisfies MessageTable;


export default messages;
