import type { AdsMessages } from './ja';

const messages: AdsMessages = {
  "adScreens": {
    "tab": "广告信息",
    "refresh": "刷新",
    "chain": "从投放到播放",
    "noAds": "该设备没有投放的广告",
    "creative": "素材",
    "campaign": "广告活动",
    "advertiser": "广告主",
    "zone": "广告位",
    "org": "组织",
    "state": "状态",
    "scheduledAt": "投放时间",
    "push": "下发",
    "deliveredAt": "送达时间",
    "md5": "MD5 校验",
    "md5Ok": "一致",
    "md5Bad": "不一致",
    "md5Unknown": "未报告",
    "plays": "播放次数",
    "seconds": "播放秒数",
    "lastPlayedAt": "最后播放",
    "lastSeenAt": "最后通信",
    "serialNum": "序列号",
    "scheduleTitle": "投放到设备",
    "scheduleHint": "从广告位型号的设备中选择（最多 %{max} 台）",
    "schedule": "投放",
    "scheduled": "已下发到 %{count} 台设备",
    "unschedule": "停止投放",
    "unscheduled": "已停止投放",
    "delete": "删除素材",
    "deleted": "已删除，统计数据保留",
    "devicesTitle": "投放设备",
    "noDevices": "尚未投放到任何设备",
    "noCandidates": "没有可选择的设备",
    "stats": "广告统计",
    "byOrg": "按组织",
    "byZone": "按广告位",
    "byCreative": "按素材",
    "detail": "%{name} 的明细",
    "showDetail": "明细",
    "startDate": "开始日期",
    "endDate": "结束日期",
    "timeZone": "时区",
    "period": "统计单位",
    "windowMinutes": "归因时间（分钟）",
    "apply": "查询",
    "noFigures": "该时间段没有播放",
    "vends": "播放后的销售数",
    "vendAmount": "播放后的销售额",
    "attributionHint": "同一台机器在播放后 %{minutes} 分钟内的销售，计入之前最近一次播放的素材",
    "rangeHint": "最多 %{days} 天",
    "total": "合计"
  },
  "menu": {
    "custom": "定制",
    "adAdvertisers": "广告主",
    "adCampaigns": "广告活动",
    "adZones": "广告位",
    "adCreatives": "广告素材",
    "adStats": "广告统计"
  },
  "resources": {
    "adAdvertisers": {
      "name": "广告主",
      "fields": {
        "id": "ID",
        "orgId": "组织",
        "orgName": "组织",
        "name": "广告主名称",
        "status": "状态",
        "createdAt": "创建时间",
        "updatedAt": "更新时间",
        "contactName": "联系人",
        "phone": "电话"
      }
    },
    "adCampaigns": {
      "name": "广告活动",
      "fields": {
        "id": "ID",
        "orgId": "组织",
        "orgName": "组织",
        "name": "活动名称",
        "status": "状态",
        "createdAt": "创建时间",
        "updatedAt": "更新时间",
        "advertiserId": "广告主",
        "priority": "优先级",
        "weight": "权重",
        "startAt": "开始时间",
        "endAt": "结束时间",
        "bookedPlays": "预订播放次数",
        "capPerHour": "每小时上限",
        "playDays": "星期",
        "playFrom": "播放开始时间",
        "playTo": "播放结束时间"
      }
    },
    "adZones": {
      "name": "广告位",
      "fields": {
        "id": "ID",
        "orgId": "组织",
        "orgName": "组织",
        "name": "广告位名称",
        "status": "状态",
        "createdAt": "创建时间",
        "updatedAt": "更新时间",
        "productId": "设备型号",
        "width": "宽（像素）",
        "height": "高（像素）"
      }
    },
    "adCreatives": {
      "name": "广告素材",
      "fields": {
        "id": "ID",
        "orgId": "组织",
        "orgName": "组织",
        "name": "素材名称",
        "status": "状态",
        "createdAt": "创建时间",
        "updatedAt": "更新时间",
        "campaignId": "广告活动",
        "zoneId": "广告位",
        "mediaType": "类型",
        "url": "文件 URL",
        "md5": "MD5",
        "size": "大小（字节）",
        "width": "宽（像素）",
        "height": "高（像素）",
        "durationSeconds": "播放时长（秒）"
      }
    },
    "adStats": {
      "name": "广告统计",
      "fields": {
        "creativeName": "素材",
        "period": "时间"
      }
    }
  },
  "enum": {
    "adMediaType": {
      "image": "图片",
      "video": "视频"
    },
    "adPeriod": {
      "day": "按日",
      "hour": "按小时"
    },
    "adChainState": {
      "scheduled": "已下发（未确认）",
      "failed": "失败",
      "md5Mismatch": "MD5 不一致",
      "delivered": "已送达",
      "played": "已播放",
      "removed": "已停止或删除"
    },
    "adPushStatus": {
      "pushed": "已推送",
      "published": "发布中",
      "succeeded": "成功",
      "expired": "已过期",
      "failed": "失败",
      "unknown": "未知"
    },
    "deviceEventType": {
      "adPlay": "广告播放"
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
      "view": "查看广告",
      "save": "创建广告",
      "update": "编辑广告",
      "status": "启用或停用广告",
      "delete": "删除广告素材",
      "push": "投放广告"
    },
    "adStats": {
      "view": "查看广告统计"
    }
  },
  "screens": {
    "devices": {
      "detail": {
        "messages": {
          "sources": {
            "adSchedule": "广告投放"
          }
        }
      }
    }
  }
};

export default messages;
