import type { AppsMessages } from './ja';

const messages: AppsMessages = {
  "appScreens": {
    "tab": "应用列表",
    "deviceApps": "设备上的应用",
    "refresh": "刷新",
    "noApps": "设备尚未上报应用",
    "reportedVersion": "上报的版本",
    "targetVersion": "下发的版本",
    "uninstall": "卸载",
    "installTitle": "安装应用",
    "chooseApp": "应用",
    "chooseVersion": "版本",
    "installMode": "安装方式",
    "startupMode": "启动方式",
    "install": "安装",
    "sent": "已发送到设备",
    "app": "应用",
    "versions": "版本",
    "noVersions": "尚无版本",
    "version": "版本",
    "note": "更新说明",
    "packages": "安装包",
    "valid": "状态",
    "createdAt": "创建时间",
    "action": "操作",
    "invalidateVersion": "停用 %{version}",
    "validateVersion": "启用 %{version}",
    "invalidatePackage": "停用",
    "validatePackage": "启用",
    "packageType": "安装包类型",
    "format": "格式",
    "apkVersionCode": "versionCode",
    "size": "大小（字节）",
    "md5": "MD5",
    "newPackage": "添加安装包",
    "chooseFile": "选择文件",
    "apkPackage": "APK 包名",
    "apkVersionName": "APK 版本名",
    "baseVersion": "基础版本",
    "signed": "已签名",
    "encrypted": "已加密",
    "save": "保存",
    "saved": "安装包已保存",
    "done": "已更新",
    "list": "上架",
    "delist": "下架",
    "release": "发布",
    "targets": "对象",
    "cancelRelease": "取消发布",
    "releaseDevices": "发布设备",
    "noReleaseDevices": "没有发布设备",
    "serialNum": "序列号",
    "state": "状态",
    "sentAt": "下发时间",
    "grayChoose": "选择灰度设备",
    "grayStart": "开始灰度发布",
    "grayClear": "清除灰度发布",
    "grayPaused": "已自动暂停：%{gray} 台灰度设备中失败 %{failed} 台、超时 %{timedOut} 台，达到失败阈值 %{errorThreshold}%（成功 %{installed} 台）",
    "downgradeWarning": "Android 回退到旧版本需要先卸载，应用的数据会丢失",
    "modes": "锁定模式・自启动",
    "kioskApp": "锁定模式应用",
    "autoStartApp": "自启动应用",
    "flag_kioskMissing": "缺少锁定模式应用",
    "flag_notAutoStart": "自启动的是其他应用",
    "cancelCommand": "取消指令",
    "history": "安装历史",
    "noHistory": "没有历史记录",
    "op": "操作",
    "reinstall": "重新安装 %{version}"
  },
  "menu": {
    "apps": "应用中心",
    "appManage": "应用管理",
    "appWhitelist": "Kiosk 模式白名单",
    "appRelease": "应用发布",
    "appMarket": "应用市场"
  },
  "resources": {
    "apps": {
      "name": "应用",
      "fields": {
        "id": "应用 ID",
        "orgId": "组织",
        "orgName": "组织",
        "name": "应用名称",
        "platform": "平台",
        "type": "类型",
        "packageName": "包名",
        "classify": "分类",
        "intro": "简介",
        "icon": "图标",
        "screenshots": "截图",
        "shelf": "上架",
        "versionCount": "有效版本数",
        "latestVersion": "最新版本",
        "createdAt": "创建时间",
        "updatedAt": "更新时间"
      }
    },
    "appWhitelist": {
      "name": "白名单条目",
      "fields": {
        "id": "ID",
        "appId": "应用 ID",
        "appIds": "应用 ID",
        "appName": "应用名称",
        "packageName": "包名",
        "platform": "平台",
        "orgId": "组织",
        "orgName": "组织",
        "createdAt": "添加时间",
        "name": "应用名称",
        "type": "类型",
        "classify": "分类",
        "intro": "简介",
        "icon": "图标",
        "screenshots": "截图",
        "shelf": "上架",
        "versionCount": "有效版本数",
        "latestVersion": "最新版本",
        "updatedAt": "更新时间"
      }
    },
    "appReleases": {"name": "发布", "fields": {"id": "发布 ID", "appId": "应用", "appName": "应用名称", "version": "版本", "platform": "平台", "scope": "发布范围", "orgIds": "服务商", "serialNums": "设备", "installMode": "安装方式", "startupMode": "启动方式", "status": "状态", "commandCount": "下发数", "orgName": "组织", "createdAt": "发布时间", "canceledAt": "取消时间", "gray": "灰度发布", "grayStatus": "灰度状态", "grayCount": "灰度设备数", "successThreshold": "成功阈值（%）", "errorThreshold": "失败阈值（%）", "percent": "比例（%）"}, "items": {"orgIds": "服务商", "serialNums": "设备"}},
    "appMarket": {"name": "市场应用", "fields": {"releaseId": "发布 ID", "icon": "图标", "appName": "应用名称", "name": "应用名称", "version": "版本", "platform": "平台", "type": "类型", "packageName": "包名", "installMode": "安装方式", "startupMode": "启动方式", "publishedAt": "发布时间"}}
  },
  "enum": {
    "appPlatform": {
      "android": "Android",
      "windows": "Windows",
      "linux": "Linux"
    },
    "appType": {
      "system": "系统应用",
      "app": "应用"
    },
    "appShelf": {
      "0": "已下架",
      "1": "已上架"
    },
    "appPackageType": {
      "full": "完整包",
      "differential": "差分包"
    },
    "appInstallMode": {"forced": "强制", "reminder": "提醒"},
    "appStartupMode": {"auto": "自动", "manual": "手动", "kiosk": "锁定模式"},
    "appInstallState": {"pending": "已下发", "downloading": "下载中", "installed": "已安装", "removed": "已卸载", "wrongVersion": "版本不符", "failed": "失败", "timedOut": "超时", "canceled": "已取消", "notSent": "未下发", "replaced": "已被替代"},
    "appReleaseScope": {"all": "全部", "providers": "指定服务商", "devices": "指定设备"},
    "appReleaseStatus": {"published": "发布中", "canceled": "已取消"},
    "appGrayStatus": {"held": "等待中", "gray": "灰度中", "paused": "已自动暂停", "widened": "已全量", "cleared": "已清除"},
    "appValid": {
      "0": "失效",
      "1": "有效"
    }
  },
  "functions": {
    "app": {
      "view": "查看应用",
      "save": "创建应用",
      "update": "编辑应用",
      "shelf": "应用上架与下架"
    },
    "appPackage": {
      "view": "查看版本和安装包",
      "save": "上传和保存安装包",
      "update": "启用或停用版本和安装包"
    },
    "appInstall": {
      "view": "查看安装情况",
      "push": "安装和卸载应用"
    },
    "appWhitelist": {
      "view": "查看白名单",
      "update": "修改白名单"
    },
    "appRelease": {"view": "查看发布", "save": "发布应用与修改发布策略", "cancel": "取消发布"},
    "appMarket": {"view": "查看应用市场"},
    "appGray": {"update": "操作灰度发布"}
  }
};

export default messages;
