import type { AppsMessages } from './ja';

const messages: AppsMessages = {
  "appScreens": {
    "tab": "應用列表",
    "deviceApps": "設備上的應用",
    "refresh": "重新整理",
    "noApps": "設備尚未回報應用",
    "reportedVersion": "回報的版本",
    "targetVersion": "下發的版本",
    "uninstall": "解除安裝",
    "installTitle": "安裝應用",
    "chooseApp": "應用",
    "chooseVersion": "版本",
    "installMode": "安裝方式",
    "startupMode": "啟動方式",
    "install": "安裝",
    "sent": "已傳送到設備",
    "app": "應用",
    "versions": "版本",
    "noVersions": "尚無版本",
    "version": "版本",
    "note": "更新說明",
    "packages": "安裝包",
    "valid": "狀態",
    "createdAt": "建立時間",
    "action": "操作",
    "invalidateVersion": "停用 %{version}",
    "validateVersion": "啟用 %{version}",
    "invalidatePackage": "停用",
    "validatePackage": "啟用",
    "packageType": "安裝包類型",
    "format": "格式",
    "apkVersionCode": "versionCode",
    "size": "大小（位元組）",
    "md5": "MD5",
    "newPackage": "新增安裝包",
    "chooseFile": "選擇檔案",
    "apkPackage": "APK 套件名稱",
    "apkVersionName": "APK 版本名稱",
    "baseVersion": "基礎版本",
    "signed": "已簽名",
    "encrypted": "已加密",
    "save": "儲存",
    "saved": "安裝包已儲存",
    "done": "已更新",
    "list": "上架",
    "delist": "下架",
    "release": "發布",
    "targets": "對象",
    "cancelRelease": "取消發布",
    "releaseDevices": "發布設備",
    "noReleaseDevices": "沒有發布設備",
    "serialNum": "序號",
    "state": "狀態",
    "sentAt": "下發時間",
    "grayChoose": "選擇灰度設備",
    "grayStart": "開始灰度發布",
    "grayClear": "清除灰度發布",
    "grayPaused": "已自動暫停：%{gray} 台灰度設備中失敗 %{failed} 台、逾時 %{timedOut} 台，達到失敗閾值 %{errorThreshold}%（成功 %{installed} 台）",
    "downgradeWarning": "Android 回退到舊版本需要先解除安裝，應用的資料會遺失",
    "modes": "鎖定模式・自啟動",
    "kioskApp": "鎖定模式應用",
    "autoStartApp": "自啟動應用",
    "flag_kioskMissing": "缺少鎖定模式應用",
    "flag_notAutoStart": "自啟動的是其他應用",
    "cancelCommand": "取消指令",
    "history": "安裝歷史",
    "noHistory": "沒有歷史紀錄",
    "op": "操作",
    "reinstall": "重新安裝 %{version}"
  },
  "menu": {
    "apps": "應用中心",
    "appManage": "應用管理",
    "appWhitelist": "Kiosk 模式白名單",
    "appRelease": "應用發布",
    "appMarket": "應用市集"
  },
  "resources": {
    "apps": {
      "name": "應用",
      "fields": {
        "id": "應用 ID",
        "orgId": "組織",
        "orgName": "組織",
        "name": "應用名稱",
        "platform": "平台",
        "type": "類型",
        "packageName": "套件名稱",
        "classify": "分類",
        "intro": "簡介",
        "icon": "圖示",
        "screenshots": "截圖",
        "shelf": "上架",
        "versionCount": "有效版本數",
        "latestVersion": "最新版本",
        "createdAt": "建立時間",
        "updatedAt": "更新時間"
      }
    },
    "appWhitelist": {
      "name": "白名單條目",
      "fields": {
        "id": "ID",
        "appId": "應用 ID",
        "appIds": "應用 ID",
        "appName": "應用名稱",
        "packageName": "套件名稱",
        "platform": "平台",
        "orgId": "組織",
        "orgName": "組織",
        "createdAt": "新增時間",
        "name": "應用名稱",
        "type": "類型",
        "classify": "分類",
        "intro": "簡介",
        "icon": "圖示",
        "screenshots": "截圖",
        "shelf": "上架",
        "versionCount": "有效版本數",
        "latestVersion": "最新版本",
        "updatedAt": "更新時間"
      }
    },
    "appReleases": {"name": "發布", "fields": {"id": "發布 ID", "appId": "應用", "appName": "應用名稱", "version": "版本", "platform": "平台", "scope": "發布範圍", "orgIds": "服務商", "serialNums": "設備", "installMode": "安裝方式", "startupMode": "啟動方式", "status": "狀態", "commandCount": "下發數", "orgName": "組織", "createdAt": "發布時間", "canceledAt": "取消時間", "gray": "灰度發布", "grayStatus": "灰度狀態", "grayCount": "灰度設備數", "successThreshold": "成功閾值（%）", "errorThreshold": "失敗閾值（%）", "percent": "比例（%）"}, "items": {"orgIds": "服務商", "serialNums": "設備"}},
    "appMarket": {"name": "市集應用", "fields": {"releaseId": "發布 ID", "icon": "圖示", "appName": "應用名稱", "name": "應用名稱", "version": "版本", "platform": "平台", "type": "類型", "packageName": "套件名稱", "installMode": "安裝方式", "startupMode": "啟動方式", "publishedAt": "發布時間"}}
  },
  "enum": {
    "appPlatform": {
      "android": "Android",
      "windows": "Windows",
      "linux": "Linux"
    },
    "appType": {
      "system": "系統應用",
      "app": "應用"
    },
    "appShelf": {
      "0": "已下架",
      "1": "已上架"
    },
    "appPackageType": {
      "full": "完整包",
      "differential": "差分包"
    },
    "appInstallMode": {"forced": "強制", "reminder": "提醒"},
    "appStartupMode": {"auto": "自動", "manual": "手動", "kiosk": "鎖定模式"},
    "appInstallState": {"pending": "已下發", "downloading": "下載中", "installed": "已安裝", "removed": "已解除安裝", "wrongVersion": "版本不符", "failed": "失敗", "timedOut": "逾時", "canceled": "已取消", "notSent": "未下發", "replaced": "已被取代"},
    "appReleaseScope": {"all": "全部", "providers": "指定服務商", "devices": "指定設備"},
    "appReleaseStatus": {"published": "發布中", "canceled": "已取消"},
    "appGrayStatus": {"held": "等待中", "gray": "灰度中", "paused": "已自動暫停", "widened": "已全量", "cleared": "已清除"},
    "appValid": {
      "0": "失效",
      "1": "有效"
    }
  },
  "functions": {
    "app": {
      "view": "檢視應用",
      "save": "建立應用",
      "update": "編輯應用",
      "shelf": "應用上架與下架"
    },
    "appPackage": {
      "view": "檢視版本和安裝包",
      "save": "上傳和儲存安裝包",
      "update": "啟用或停用版本和安裝包"
    },
    "appInstall": {
      "view": "檢視安裝情況",
      "push": "安裝和解除安裝應用"
    },
    "appWhitelist": {
      "view": "檢視白名單",
      "update": "修改白名單"
    },
    "appRelease": {"view": "檢視發布", "save": "發布應用與修改發布策略", "cancel": "取消發布"},
    "appMarket": {"view": "檢視應用市集"},
    "appGray": {"update": "操作灰度發布"}
  }
};

export default messages;
