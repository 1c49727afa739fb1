import type { AppsMessages } from './ja';

const messages: AppsMessages = {
  "appScreens": {
    "tab": "App list",
    "deviceApps": "Apps on the device",
    "refresh": "Reload",
    "noApps": "The device has not reported its apps yet",
    "reportedVersion": "Reported version",
    "targetVersion": "Version sent",
    "uninstall": "Uninstall",
    "installTitle": "Install an app",
    "chooseApp": "App",
    "chooseVersion": "Version",
    "installMode": "Install mode",
    "startupMode": "Startup mode",
    "install": "Install",
    "sent": "Sent to the device",
    "app": "App",
    "versions": "Versions",
    "noVersions": "No versions yet",
    "version": "Version",
    "note": "Update note",
    "packages": "Packages",
    "valid": "State",
    "createdAt": "Created at",
    "action": "Action",
    "invalidateVersion": "Make %{version} invalid",
    "validateVersion": "Make %{version} valid",
    "invalidatePackage": "Make invalid",
    "validatePackage": "Make valid",
    "packageType": "Package type",
    "format": "Format",
    "apkVersionCode": "versionCode",
    "size": "Size (bytes)",
    "md5": "MD5",
    "newPackage": "Add a package",
    "chooseFile": "Choose a file",
    "apkPackage": "APK package name",
    "apkVersionName": "APK version name",
    "baseVersion": "Base version",
    "signed": "Signed",
    "encrypted": "Encrypted",
    "save": "Save",
    "saved": "The package is saved",
    "done": "Updated",
    "list": "List in the store",
    "delist": "Delist",
    "release": "Release",
    "targets": "Targets",
    "cancelRelease": "Cancel the release",
    "releaseDevices": "Devices of the release",
    "noReleaseDevices": "The release reaches no device",
    "serialNum": "Serial number",
    "state": "State",
    "sentAt": "Sent at",
    "grayChoose": "Choose gray devices",
    "grayStart": "Start the gray release",
    "grayClear": "Clear the gray release",
    "grayPaused": "Paused by itself: of %{gray} gray devices, %{failed} failed and %{timedOut} timed out, reaching the error threshold of %{errorThreshold}% (%{installed} installed)",
    "downgradeWarning": "On Android an older version needs the app uninstalled first, and the app's data is lost",
    "modes": "Kiosk and auto-start",
    "kioskApp": "Kiosk app",
    "autoStartApp": "Auto-start app",
    "flag_kioskMissing": "Kiosk app missing",
    "flag_notAutoStart": "Another app starts at boot",
    "cancelCommand": "Cancel the command",
    "history": "Install history",
    "noHistory": "No history yet",
    "op": "Operation",
    "reinstall": "Reinstall %{version}"
  },
  "menu": {
    "apps": "App centre",
    "appManage": "App management",
    "appWhitelist": "Kiosk-mode whitelist",
    "appRelease": "Releases",
    "appMarket": "App market"
  },
  "resources": {
    "apps": {
      "name": "App",
      "fields": {
        "id": "App ID",
        "orgId": "Organisation",
        "orgName": "Organisation",
        "name": "App name",
        "platform": "Platform",
        "type": "Type",
        "packageName": "Package name",
        "classify": "Class",
        "intro": "Intro",
        "icon": "Icon",
        "screenshots": "Screenshots",
        "shelf": "Listed",
        "versionCount": "Valid versions",
        "latestVersion": "Latest version",
        "createdAt": "Created at",
        "updatedAt": "Updated at"
      }
    },
    "appWhitelist": {
      "name": "Whitelist entry",
      "fields": {
        "id": "ID",
        "appId": "App ID",
        "appIds": "App IDs",
        "appName": "App name",
        "packageName": "Package name",
        "platform": "Platform",
        "orgId": "Organisation",
        "orgName": "Organisation",
        "createdAt": "Added at",
        "name": "App name",
        "type": "Type",
        "classify": "Class",
        "intro": "Intro",
        "icon": "Icon",
        "screenshots": "Screenshots",
        "shelf": "Listed",
        "versionCount": "Valid versions",
        "latestVersion": "Latest version",
        "updatedAt": "Updated at"
      }
    },
    "appReleases": {"name": "Release", "fields": {"id": "Release ID", "appId": "App", "appName": "App name", "version": "Version", "platform": "Platform", "scope": "Scope", "orgIds": "Service providers", "serialNums": "Devices", "installMode": "Install mode", "startupMode": "Startup mode", "status": "Status", "commandCount": "Installs sent", "orgName": "Organisation", "createdAt": "Published at", "canceledAt": "Canceled at", "gray": "Gray release", "grayStatus": "Gray release status", "grayCount": "Gray devices", "successThreshold": "Success threshold (%)", "errorThreshold": "Error threshold (%)", "percent": "Share (%)"}, "items": {"orgIds": "Service provider", "serialNums": "Device"}},
    "appMarket": {"name": "Market app", "fields": {"releaseId": "Release ID", "icon": "Icon", "appName": "App name", "name": "App name", "version": "Version", "platform": "Platform", "type": "Type", "packageName": "Package name", "installMode": "Install mode", "startupMode": "Startup mode", "publishedAt": "Published at"}}
  },
  "enum": {
    "appPlatform": {
      "android": "Android",
      "windows": "Windows",
      "linux": "Linux"
    },
    "appType": {
      "system": "System app",
      "app": "App"
    },
    "appShelf": {
      "0": "Delisted",
      "1": "Listed"
    },
    "appPackageType": {
      "full": "Full",
      "differential": "Differential"
    },
    "appInstallMode": {"forced": "Forced", "reminder": "Reminder"},
    "appStartupMode": {"auto": "Auto", "manual": "Manual", "kiosk": "Kiosk"},
    "appInstallState": {"pending": "Sent", "downloading": "Downloading", "installed": "Installed", "removed": "Removed", "wrongVersion": "Wrong version", "failed": "Failed", "timedOut": "Timed out", "canceled": "Canceled", "notSent": "Not sent", "replaced": "Replaced"},
    "appReleaseScope": {"all": "All devices", "providers": "Chosen service providers", "devices": "Chosen devices"},
    "appReleaseStatus": {"published": "Published", "canceled": "Canceled"},
    "appGrayStatus": {"held": "Waiting", "gray": "On gray devices", "paused": "Paused by itself", "widened": "Widened to all", "cleared": "Cleared"},
    "appValid": {
      "0": "Invalid",
      "1": "Valid"
    }
  },
  "functions": {
    "app": {
      "view": "View apps",
      "save": "Create apps",
      "update": "Edit apps",
      "shelf": "List and delist apps"
    },
    "appPackage": {
      "view": "View versions and packages",
      "save": "Upload and save packages",
      "update": "Make versions and packages valid or invalid"
    },
    "appInstall": {
      "view": "View installs",
      "push": "Install and uninstall apps"
    },
    "appWhitelist": {
      "view": "View the kiosk-mode whitelist",
      "update": "Change the kiosk-mode whitelist"
    },
    "appRelease": {"view": "View releases", "save": "Publish apps and change how", "cancel": "Cancel releases"},
    "appMarket": {"view": "View the app market"},
    "appGray": {"update": "Run gray releases"}
  }
};

export default messages;
