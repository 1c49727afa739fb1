import type { AdsMessages } from './ja';

const messages: AdsMessages = {
  "adScreens": {
    "tab": "Ad info",
    "refresh": "Reload",
    "chain": "From schedule to play",
    "noAds": "No ad has been scheduled to this device",
    "creative": "Creative",
    "campaign": "Campaign",
    "advertiser": "Advertiser",
    "zone": "Zone",
    "org": "Organisation",
    "state": "State",
    "scheduledAt": "Scheduled at",
    "push": "Push",
    "deliveredAt": "Delivered at",
    "md5": "MD5 check",
    "md5Ok": "Matches",
    "md5Bad": "Differs",
    "md5Unknown": "Not reported",
    "plays": "Plays",
    "seconds": "Seconds played",
    "lastPlayedAt": "Last played",
    "lastSeenAt": "Last seen",
    "serialNum": "Serial number",
    "scheduleTitle": "Schedule to devices",
    "scheduleHint": "Devices of the zone's model (at most %{max})",
    "schedule": "Schedule",
    "scheduled": "Sent to %{count} devices",
    "unschedule": "Take off",
    "unscheduled": "Taken off the device",
    "delete": "Delete the creative",
    "deleted": "Deleted; its figures stay",
    "devicesTitle": "Devices",
    "noDevices": "Not scheduled to any device yet",
    "noCandidates": "No device to choose",
    "stats": "Ad statistics",
    "byOrg": "By organisation",
    "byZone": "By zone",
    "byCreative": "By creative",
    "detail": "%{name} in detail",
    "showDetail": "Detail",
    "startDate": "From",
    "endDate": "To",
    "timeZone": "Time zone",
    "period": "By",
    "windowMinutes": "Attribution window (min)",
    "apply": "Show",
    "noFigures": "No plays in this range",
    "vends": "Sales after a play",
    "vendAmount": "Sales amount after a play",
    "attributionHint": "Sales on the same machine within %{minutes} minutes after a play, each counted for the latest play before it",
    "rangeHint": "At most %{days} days",
    "total": "Total"
  },
  "menu": {
    "custom": "Custom",
    "adAdvertisers": "Advertisers",
    "adCampaigns": "Ad campaigns",
    "adZones": "Ad zones",
    "adCreatives": "Ads",
    "adStats": "Ad statistics"
  },
  "resources": {
    "adAdvertisers": {
      "name": "Advertiser",
      "fields": {
        "id": "ID",
        "orgId": "Organisation",
        "orgName": "Organisation",
        "name": "Advertiser",
        "status": "Status",
        "createdAt": "Created at",
        "updatedAt": "Updated at",
        "contactName": "Contact",
        "phone": "Phone"
      }
    },
    "adCampaigns": {
      "name": "Ad campaign",
      "fields": {
        "id": "ID",
        "orgId": "Organisation",
        "orgName": "Organisation",
        "name": "Campaign",
        "status": "Status",
        "createdAt": "Created at",
        "updatedAt": "Updated at",
        "advertiserId": "Advertiser",
        "priority": "Priority",
        "weight": "Weight",
        "startAt": "Starts",
        "endAt": "Ends",
        "bookedPlays": "Booked plays",
        "capPerHour": "Hourly cap",
        "playDays": "Days",
        "playFrom": "Plays from",
        "playTo": "Plays until"
      }
    },
    "adZones": {
      "name": "Ad zone",
      "fields": {
        "id": "ID",
        "orgId": "Organisation",
        "orgName": "Organisation",
        "name": "Zone",
        "status": "Status",
        "createdAt": "Created at",
        "updatedAt": "Updated at",
        "productId": "Device model",
        "width": "Width (px)",
        "height": "Height (px)"
      }
    },
    "adCreatives": {
      "name": "Ad",
      "fields": {
        "id": "ID",
        "orgId": "Organisation",
        "orgName": "Organisation",
        "name": "Creative",
        "status": "Status",
        "createdAt": "Created at",
        "updatedAt": "Updated at",
        "campaignId": "Campaign",
        "zoneId": "Zone",
        "mediaType": "Media",
        "url": "File URL",
        "md5": "MD5",
        "size": "Size (bytes)",
        "width": "Width (px)",
        "height": "Height (px)",
        "durationSeconds": "Duration (s)"
      }
    },
    "adStats": {
      "name": "Ad statistics",
      "fields": {
        "creativeName": "Creative",
        "period": "Period"
      }
    }
  },
  "enum": {
    "adMediaType": {
      "image": "Image",
      "video": "Video"
    },
    "adPeriod": {
      "day": "Day",
      "hour": "Hour"
    },
    "adChainState": {
      "scheduled": "Scheduled, not acknowledged",
      "failed": "Failed",
      "md5Mismatch": "MD5 differs",
      "delivered": "Delivered",
      "played": "Played",
      "removed": "Taken off or deleted"
    },
    "adPushStatus": {
      "pushed": "Pushed",
      "published": "Published",
      "succeeded": "Succeeded",
      "expired": "Expired",
      "failed": "Failed",
      "unknown": "Unknown"
    },
    "deviceEventType": {
      "adPlay": "Ad plays"
    },
    "adWeekday": {
      "1": "Mon",
      "2": "Tue",
      "3": "Wed",
      "4": "Thu",
      "5": "Fri",
      "6": "Sat",
      "7": "Sun"
    }
  },
  "functions": {
    "ad": {
      "view": "View ads",
      "save": "Create ads",
      "update": "Edit ads",
      "status": "Enable and disable ads",
      "delete": "Delete creatives",
      "push": "Schedule ads to devices"
    },
    "adStats": {
      "view": "View ad statistics"
    }
  },
  "screens": {
    "devices": {
      "detail": {
        "messages": {
          "sources": {
            "adSchedule": "Ad schedule"
          }
        }
      }
    }
  }
};

export default messages;
