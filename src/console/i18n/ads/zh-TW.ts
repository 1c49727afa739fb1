import type { AdsMessages } from './ja';

const messages: AdsMessages = {
  "adScreens": {
    "tab": "廣告資訊",
    "refresh": "重新整理",
    "chain": "從投放到播放",
    "noAds": "該設備沒有投放的廣告",
    "creative": "素材",
    "campaign": "廣告活動",
    "advertiser": "廣告主",
    "zone": "廣告位",
    "org": "組織",
    "state": "狀態",
    "scheduledAt": "投放時間",
    "push": "下發",
    "deliveredAt": "送達時間",
    "md5": "MD5 校驗",
    "md5Ok": "一致",
    "md5Bad": "不一致",
    "md5Unknown": "未回報",
    "plays": "播放次數",
    "seconds": "播放秒數",
    "lastPlayedAt": "最後播放",
    "lastSeenAt": "最後通訊",
    "serialNum": "序號",
    "scheduleTitle": "投放到設備",
    "scheduleHint": "從廣告位型號的設備中選擇（最多 %{max} 台）",
    "schedule": "投放",
    "scheduled": "已下發到 %{count} 台設備",
    "unschedule": "停止投放",
    "unscheduled": "已停止投放",
    "delete": "刪除素材",
    "deleted": "已刪除，統計資料保留",
    "devicesTitle": "投放設備",
    "noDevices": "尚未投放到任何設備",
    "noCandidates": "沒有可選擇的設備",
    "stats": "廣告統計",
    "byOrg": "按組織",
    "byZone": "按廣告位",
    "byCreative": "按素材",
    "detail": "%{name} 的明細",
    "showDetail": "明細",
    "startDate": "開始日期",
    "endDate": "結束日期",
    "timeZone": "時區",
    "period": "統計單位",
    "windowMinutes": "歸因時間（分鐘）",
    "apply": "查詢",
    "noFigures": "該時間段沒有播放",
    "vends": "播放後的銷售數",
    "vendAmount": "播放後的銷售額",
    "attributionHint": "同一台機器在播放後 %{minutes} 分鐘內的銷售，計入之前最近一次播放的素材",
    "rangeHint": "最多 %{days} 天",
    "total": "合計"
  },
  "menu": {
    "custom": "客製",
    "adAdvertisers": "廣告主",
    "adCampaigns": "廣告活動",
    "adZones": "廣告位",
    "adCreatives": "廣告素材",
    "adStats": "廣告統計"
  },
  "resources": {
    "adAdvertisers": {
      "name": "廣告主",
      "fields": {
        "id": "ID",
        "orgId": "組織",
        "orgName": "組織",
        "name": "廣告主名稱",
        "status": "狀態",
        "createdAt": "建立時間",
        "updatedAt": "更新時間",
        "contactName": "聯絡人",
        "phone": "電話"
      }
    },
    "adCampaigns": {
      "name": "廣告活動",
      "fields": {
        "id": "ID",
        "orgId": "組織",
        "orgName": "組織",
        "name": "活動名稱",
        "status": "狀態",
        "createdAt": "建立時間",
        "updatedAt": "更新時間",
        "advertiserId": "廣告主",
        "priority": "優先級",
        "weight": "權重",
        "startAt": "開始時間",
        "endAt": "結束時間",
        "bookedPlays": "預訂播放次數",
        "capPerHour": "每小時上限",
        "playDays": "星期",
        "playFrom": "播放開始時間",
        "playTo": "播放結束時間"
      }
    },
    "adZones": {
      "name": "廣告位",
      "fields": {
        "id": "ID",
        "orgId": "組織",
        "orgName": "組織",
        "name": "廣告位名稱",
        "status": "狀態",
        "createdAt": "建立時間",
        "updatedAt": "更新時間",
        "productId": "設備型號",
        "width": "寬（像素）",
        "height": "高（像素）"
      }
    },
    "adCreatives": {
      "name": "廣告素材",
      "fields": {
        "id": "ID",
        "orgId": "組織",
        "orgName": "組織",
        "name": "素材名稱",
        "status": "狀態",
        "createdAt": "建立時間",
        "updatedAt": "更新時間",
        "campaignId": "廣告活動",
        "zoneId": "廣告位",
        "mediaType": "類型",
        "url": "檔案 URL",
        "md5": "MD5",
        "size": "大小（位元組）",
        "width": "寬（像素）",
        "height": "高（像素）",
        "durationSeconds": "播放時長（秒）"
      }
    },
    "adStats": {
      "name": "廣告統計",
      "fields": {
        "creativeName": "素材",
        "period": "時間"
      }
    }
  },
  "enum": {
    "adMediaType": {
      "image": "圖片",
      "video": "影片"
    },
    "adPeriod": {
      "day": "按日",
      "hour": "按小時"
    },
    "adChainState": {
      "scheduled": "已下發（未確認）",
      "failed": "失敗",
      "md5Mismatch": "MD5 不一致",
      "delivered": "已送達",
      "played": "已播放",
      "removed": "已停止或刪除"
    },
    "adPushStatus": {
      "pushed": "已推送",
      "published": "發布中",
      "succeeded": "成功",
      "expired": "已過期",
      "failed": "失敗",
      "unknown": "未知"
    },
    "deviceEventType": {
      "adPlay": "廣告播放"
    },
    "adWeekday": {
      "1": "一",
      "2": "二",
      "3": "三",
      "4": "四",
      "5": "五",
      "6": "六",
      "7": "日"
    }
  },
  "functions": {
    "ad": {
      "view": "檢視廣告",
      "save": "建立廣告",
      "update": "編輯廣告",
      "status": "啟用或停用廣告",
      "delete": "刪除廣告素材",
      "push": "投放廣告"
    },
    "adStats": {
      "view": "檢視廣告統計"
    }
  },
  "screens": {
    "devices": {
      "detail": {
        "messages": {
          "sources": {
            "adSchedule": "廣告投放"
          }
        }
      }
    }
  }
};

export default messages;
