/**
 * Messages of the app centre (issue 17): its menu, the apps and kiosk-mode whitelist resources, their enums and
 * function codes. Japanese is the reference: the other languages beside it have the same keys.
 */
import type { Shape } from '../shape';

const messages = {
  "appScreens": {
    "tab": "アプリ一覧",
    "deviceApps": "デバイスのアプリ",
    "refresh": "再読み込み",
    "noApps": "アプリの報告はまだありません",
    "reportedVersion": "報告されたバージョン",
    "targetVersion": "送ったバージョン",
    "uninstall": "アンインストール",
    "installTitle": "アプリのインストール",
    "chooseApp": "アプリ",
    "chooseVersion": "バージョン",
    "installMode": "インストール方法",
    "startupMode": "起動方法",
    "install": "インストール",
    "sent": "デバイスに送りました",
    "app": "アプリ",
    "versions": "バージョン",
    "noVersions": "バージョンはまだありません",
    "version": "バージョン",
    "note": "更新内容",
    "packages": "パッケージ",
    "valid": "状態",
    "createdAt": "作成日時",
    "action": "操作",
    "invalidateVersion": "%{version} を無効にする",
    "validateVersion": "%{version} を有効にする",
    "invalidatePackage": "無効にする",
    "validatePackage": "有効にする",
    "packageType": "パッケージの種類",
    "format": "形式",
    "apkVersionCode": "versionCode",
    "size": "サイズ（バイト）",
    "md5": "MD5",
    "newPackage": "パッケージの追加",
    "chooseFile": "ファイルを選ぶ",
    "apkPackage": "APK のパッケージ名",
    "apkVersionName": "APK のバージョン名",
    "baseVersion": "基準バージョン",
    "signed": "署名あり",
    "encrypted": "暗号化あり",
    "save": "保存",
    "saved": "パッケージを保存しました",
    "done": "更新しました",
    "list": "掲載する",
    "delist": "掲載をやめる",
    "release": "リリース",
    "targets": "対象",
    "cancelRelease": "リリースをキャンセル",
    "releaseDevices": "対象デバイス",
    "noReleaseDevices": "対象デバイスがありません",
    "serialNum": "シリアル番号",
    "state": "状態",
    "sentAt": "送信日時",
    "grayChoose": "グレーデバイスを選ぶ",
    "grayStart": "グレーリリースを開始",
    "grayClear": "グレーリリースをクリア",
    "grayPaused": "自動停止：グレーデバイス %{gray} 台のうち失敗 %{failed} 台・タイムアウト %{timedOut} 台が失敗しきい値 %{errorThreshold}% に達しました（成功 %{installed} 台）",
    "downgradeWarning": "Android では古いバージョンに戻すために先にアンインストールが必要で、アプリのデータは失われます",
    "modes": "キオスク・自動起動",
    "kioskApp": "キオスクアプリ",
    "autoStartApp": "自動起動アプリ",
    "flag_kioskMissing": "キオスクアプリがない",
    "flag_notAutoStart": "別のアプリが自動起動",
    "cancelCommand": "指示を取り消す",
    "history": "インストール履歴",
    "noHistory": "履歴がありません",
    "op": "操作",
    "reinstall": "%{version} を再インストール"
  },
  "menu": {
    "apps": "アプリセンター",
    "appManage": "アプリ管理",
    "appWhitelist": "キオスクモードのホワイトリスト",
    "appRelease": "アプリの公開",
    "appMarket": "アプリマーケット"
  },
  "resources": {
    "apps": {
      "name": "アプリ",
      "fields": {
        "id": "アプリ ID",
        "orgId": "組織",
        "orgName": "組織",
        "name": "アプリ名",
        "platform": "プラットフォーム",
        "type": "種類",
        "packageName": "パッケージ名",
        "classify": "分類",
        "intro": "紹介",
        "icon": "アイコン",
        "screenshots": "スクリーンショット",
        "shelf": "掲載",
        "versionCount": "有効なバージョン数",
        "latestVersion": "最新バージョン",
        "createdAt": "作成日時",
        "updatedAt": "更新日時"
      }
    },
    "appWhitelist": {
      "name": "ホワイトリストの項目",
      "fields": {
        "id": "ID",
        "appId": "アプリ ID",
        "appIds": "アプリ ID",
        "appName": "アプリ名",
        "packageName": "パッケージ名",
        "platform": "プラットフォーム",
        "orgId": "組織",
        "orgName": "組織",
        "createdAt": "登録日時",
        "name": "アプリ名",
        "type": "種類",
        "classify": "分類",
        "intro": "紹介",
        "icon": "アイコン",
        "screenshots": "スクリーンショット",
        "shelf": "掲載",
        "versionCount": "有効なバージョン数",
        "latestVersion": "最新バージョン",
        "updatedAt": "更新日時"
      }
    },
    "appReleases": {"name": "リリース", "fields": {"id": "リリース ID", "appId": "アプリ", "appName": "アプリ名", "version": "バージョン", "platform": "プラットフォーム", "scope": "公開範囲", "orgIds": "サービスプロバイダー", "serialNums": "デバイス", "installMode": "インストール方法", "startupMode": "起動方法", "status": "状態", "commandCount": "送信数", "orgName": "組織", "createdAt": "公開日時", "canceledAt": "キャンセル日時", "gray": "グレーリリース", "grayStatus": "グレーリリースの状態", "grayCount": "グレーデバイス数", "successThreshold": "成功しきい値（%）", "errorThreshold": "失敗しきい値（%）", "percent": "割合（%）"}, "items": {"orgIds": "サービスプロバイダー", "serialNums": "デバイス"}},
    "appMarket": {"name": "マーケットのアプリ", "fields": {"releaseId": "リリース ID", "icon": "アイコン", "appName": "アプリ名", "name": "アプリ名", "version": "バージョン", "platform": "プラットフォーム", "type": "種類", "packageName": "パッケージ名", "installMode": "インストール方法", "startupMode": "起動方法", "publishedAt": "公開日時"}}
  },
  "enum": {
    "appPlatform": {
      "android": "Android",
      "windows": "Windows",
      "linux": "Linux"
    },
    "appType": {
      "system": "システムアプリ",
      "app": "アプリ"
    },
    "appShelf": {
      "0": "非掲載",
      "1": "掲載中"
    },
    "appPackageType": {
      "full": "フル",
      "differential": "差分"
    },
    "appInstallMode": {"forced": "強制", "reminder": "通知"},
    "appStartupMode": {"auto": "自動", "manual": "手動", "kiosk": "キオスク"},
    "appInstallState": {"pending": "送信済み", "downloading": "ダウンロード中", "installed": "インストール済み", "removed": "削除済み", "wrongVersion": "バージョン違い", "failed": "失敗", "timedOut": "タイムアウト", "canceled": "キャンセル済み", "notSent": "未送信", "replaced": "置き換え済み"},
    "appReleaseScope": {"all": "全体", "providers": "サービスプロバイダー指定", "devices": "デバイス指定"},
    "appReleaseStatus": {"published": "公開中", "canceled": "キャンセル済み"},
    "appGrayStatus": {"held": "待機中", "gray": "グレー配信中", "paused": "自動停止", "widened": "全体へ拡大済み", "cleared": "クリア済み"},
    "appValid": {
      "0": "無効",
      "1": "有効"
    }
  },
  "functions": {
    "app": {
      "view": "アプリの閲覧",
      "save": "アプリの作成",
      "update": "アプリの編集",
      "shelf": "アプリの掲載と掲載停止"
    },
    "appPackage": {
      "view": "バージョンとパッケージの閲覧",
      "save": "パッケージのアップロードと保存",
      "update": "バージョンとパッケージの有効・無効"
    },
    "appInstall": {
      "view": "インストール状況の閲覧",
      "push": "アプリのインストールとアンインストール"
    },
    "appWhitelist": {
      "view": "ホワイトリストの閲覧",
      "update": "ホワイトリストの変更"
    },
    "appRelease": {"view": "リリースの閲覧", "save": "アプリの公開と公開方法の変更", "cancel": "リリースのキャンセル"},
    "appMarket": {"view": "アプリマーケットの閲覧"},
    "appGray": {"update": "グレーリリースの操作"}
  }
};

export type AppsMessages = Shape<typeof messages>;

export default messages;
