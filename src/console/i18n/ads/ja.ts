/**
 * Messages of the ads (issue 18): the Custom menu, the ad resources, their enums and function codes, the ads
 * screens (creative detail, statistics, the device's ad info tab). Japanese is the reference.
 */
import type { Shape } from '../shape';

const messages = {
  "adScreens": {
    "tab": "広告情報",
    "refresh": "再読み込み",
    "chain": "配信から再生まで",
    "noAds": "このデバイスに配信された広告はありません",
    "creative": "素材",
    "campaign": "キャンペーン",
    "advertiser": "広告主",
    "zone": "広告枠",
    "org": "組織",
    "state": "状態",
    "scheduledAt": "配信日時",
    "push": "送信",
    "deliveredAt": "受信確認日時",
    "md5": "MD5 照合",
    "md5Ok": "一致",
    "md5Bad": "不一致",
    "md5Unknown": "未報告",
    "plays": "再生回数",
    "seconds": "再生秒数",
    "lastPlayedAt": "最終再生",
    "lastSeenAt": "最終通信",
    "serialNum": "シリアル番号",
    "scheduleTitle": "デバイスへ配信",
    "scheduleHint": "広告枠の機種のデバイスから選びます（最大 %{max} 台）",
    "schedule": "配信",
    "scheduled": "%{count} 台へ送信しました",
    "unschedule": "配信停止",
    "unscheduled": "配信を停止しました",
    "delete": "素材を削除",
    "deleted": "削除しました。統計は残ります",
    "devicesTitle": "配信先デバイス",
    "noDevices": "まだどのデバイスにも配信していません",
    "noCandidates": "選べるデバイスがありません",
    "stats": "広告統計",
    "byOrg": "組織別",
    "byZone": "広告枠別",
    "byCreative": "素材別",
    "detail": "%{name} の内訳",
    "showDetail": "内訳",
    "startDate": "開始日",
    "endDate": "終了日",
    "timeZone": "タイムゾーン",
    "period": "集計単位",
    "windowMinutes": "帰属時間（分）",
    "apply": "表示",
    "noFigures": "この期間の再生はありません",
    "vends": "再生後の販売数",
    "vendAmount": "再生後の販売額",
    "attributionHint": "同じ機械で再生の後 %{minutes} 分以内の販売を、その直前の再生の素材に数えます",
    "rangeHint": "最大 %{days} 日間",
    "total": "合計"
  },
  "menu": {
    "custom": "カスタム",
    "adAdvertisers": "広告主",
    "adCampaigns": "広告キャンペーン",
    "adZones": "広告枠",
    "adCreatives": "広告素材",
    "adStats": "広告統計"
  },
  "resources": {
    "adAdvertisers": {
      "name": "広告主",
      "fields": {
        "id": "ID",
        "orgId": "組織",
        "orgName": "組織",
        "name": "広告主名",
        "status": "状態",
        "createdAt": "作成日時",
        "updatedAt": "更新日時",
        "contactName": "担当者",
        "phone": "電話番号"
      }
    },
    "adCampaigns": {
      "name": "広告キャンペーン",
      "fields": {
        "id": "ID",
        "orgId": "組織",
        "orgName": "組織",
        "name": "キャンペーン名",
        "status": "状態",
        "createdAt": "作成日時",
        "updatedAt": "更新日時",
        "advertiserId": "広告主",
        "priority": "優先度",
        "weight": "重み",
        "startAt": "開始日時",
        "endAt": "終了日時",
        "bookedPlays": "予約再生回数",
        "capPerHour": "1 時間あたりの上限",
        "playDays": "曜日",
        "playFrom": "放映開始時刻",
        "playTo": "放映終了時刻"
      }
    },
    "adZones": {
      "name": "広告枠",
      "fields": {
        "id": "ID",
        "orgId": "組織",
        "orgName": "組織",
        "name": "広告枠名",
        "status": "状態",
        "createdAt": "作成日時",
        "updatedAt": "更新日時",
        "productId": "機種",
        "width": "幅（ピクセル）",
        "height": "高さ（ピクセル）"
      }
    },
    "adCreatives": {
      "name": "広告素材",
      "fields": {
        "id": "ID",
        "orgId": "組織",
        "orgName": "組織",
        "name": "素材名",
        "status": "状態",
        "createdAt": "作成日時",
        "updatedAt": "更新日時",
        "campaignId": "キャンペーン",
        "zoneId": "広告枠",
        "mediaType": "種類",
        "url": "ファイルの URL",
        "md5": "MD5",
        "size": "サイズ（バイト）",
        "width": "幅（ピクセル）",
        "height": "高さ（ピクセル）",
        "durationSeconds": "再生時間（秒）"
      }
    },
    "adStats": {
      "name": "広告統計",
      "fields": {
        "creativeName": "素材",
        "period": "期間"
      }
    }
  },
  "enum": {
    "adMediaType": {
      "image": "画像",
      "video": "動画"
    },
    "adPeriod": {
      "day": "日別",
      "hour": "時間別"
    },
    "adChainState": {
      "scheduled": "配信済み（未確認）",
      "failed": "失敗",
      "md5Mismatch": "MD5 不一致",
      "delivered": "受信済み",
      "played": "再生中",
      "removed": "停止・削除済み"
    },
    "adPushStatus": {
      "pushed": "送信",
      "published": "配送中",
      "succeeded": "成功",
      "expired": "期限切れ",
      "failed": "失敗",
      "unknown": "不明"
    },
    "deviceEventType": {
      "adPlay": "広告の再生"
    },
    "adWeekday": {
      "1": "月",
      "2": "火",
      "3": "水",
      "4": "木",
      "5": "金",
      "6": "土",
      "7": "日"
    }
  },
  "functions": {
    "ad": {
      "view": "広告の閲覧",
      "save": "広告の作成",
      "update": "広告の編集",
      "status": "広告の有効・無効",
      "delete": "広告素材の削除",
      "push": "広告の配信"
    },
    "adStats": {
      "view": "広告統計の閲覧"
    }
  },
  "screens": {
    "devices": {
      "detail": {
        "messages": {
          "sources": {
            "adSchedule": "広告の配信"
          }
        }
      }
    }
  }
};

export type AdsMessages = Shape<typeof messages>;

export default messages;
