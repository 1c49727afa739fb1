/**
 * Messages of the ads (issue 18): the Custom menu, the ad resources, their enums and function codes, the ads
 * screens (creative detail, statistics, the device's ad info tab). Each text is [ja, zh-CN, zh-TW, en].
 */
import type { MessageTable } from '../../../domain/texts';

const messages = {
  adScreens: {
    tab: ['広告情報', '广告信息', '廣告資訊', 'Ad info'],
    refresh: ['再読み込み', '刷新', '重新整理', 'Reload'],
    chain: ['配信から再生まで', '从投放到播放', '從投放到播放', 'From schedule to play'],
    noAds: ['このデバイスに配信された広告はありません', '该设备没有投放的广告', '該設備沒有投放的廣告', 'No ad has been scheduled to this device'],
    creative: ['素材', '素材', '素材', 'Creative'],
    campaign: ['キャンペーン', '广告活动', '廣告活動', 'Campaign'],
    advertiser: ['広告主', '广告主', '廣告主', 'Advertiser'],
    zone: ['広告枠', '广告位', '廣告位', 'Zone'],
    org: ['組織', '组织', '組織', 'Organisation'],
    state: ['状態', '状态', '狀態', 'State'],
    scheduledAt: ['配信日時', '投放时间', '投放時間', 'Scheduled at'],
    push: ['送信', '下发', '下發', 'Push'],
    deliveredAt: ['受信確認日時', '送达时间', '送達時間', 'Delivered at'],
    md5: ['MD5 照合', 'MD5 校验', 'MD5 校驗', 'MD5 check'],
    md5Ok: ['一致', '一致', '一致', 'Matches'],
    md5Bad: ['不一致', '不一致', '不一致', 'Differs'],
    md5Unknown: ['未報告', '未报告', '未回報', 'Not reported'],
    plays: ['再生回数', '播放次数', '播放次數', 'Plays'],
    seconds: ['再生秒数', '播放秒数', '播放秒數', 'Seconds played'],
    lastPlayedAt: ['最終再生', '最后播放', '最後播放', 'Last played'],
    lastSeenAt: ['最終通信', '最后通信', '最後通訊', 'Last seen'],
    serialNum: ['シリアル番号', '序列号', '序號', 'Serial number'],
    scheduleTitle: ['デバイスへ配信', '投放到设备', '投放到設備', 'Schedule to devices'],
    scheduleHint: ['広告枠の機種のデバイスから選びます（最大 %{max} 台）', '从广告位型号的设备中选择（最多 %{max} 台）', '從廣告位型號的設備中選擇（最多 %{max} 台）', 'Devices of the zone\'s model (at most %{max})'],
    schedule: ['配信', '投放', '投放', 'Schedule'],
    scheduled: ['%{count} 台へ送信しました', '已下发到 %{count} 台设备', '已下發到 %{count} 台設備', 'Sent to %{count} devices'],
    unschedule: ['配信停止', '停止投放', '停止投放', 'Take off'],
    unscheduled: ['配信を停止しました', '已停止投放', '已停止投放', 'Taken off the device'],
    delete: ['素材を削除', '删除素材', '刪除素材', 'Delete the creative'],
    deleted: ['削除しました。統計は残ります', '已删除，统计数据保留', '已刪除，統計資料保留', 'Deleted; its figures stay'],
    devicesTitle: ['配信先デバイス', '投放设备', '投放設備', 'Devices'],
    noDevices: ['まだどのデバイスにも配信していません', '尚未投放到任何设备', '尚未投放到任何設備', 'Not scheduled to any device yet'],
    noCandidates: ['選べるデバイスがありません', '没有可选择的设备', '沒有可選擇的設備', 'No device to choose'],
    stats: ['広告統計', '广告统计', '廣告統計', 'Ad statistics'],
    byOrg: ['組織別', '按组织', '按組織', 'By organisation'],
    byZone: ['広告枠別', '按广告位', '按廣告位', 'By zone'],
    byCreative: ['素材別', '按素材', '按素材', 'By creative'],
    detail: ['%{name} の内訳', '%{name} 的明细', '%{name} 的明細', '%{name} in detail'],
    showDetail: ['内訳', '明细', '明細', 'Detail'],
    startDate: ['開始日', '开始日期', '開始日期', 'From'],
    endDate: ['終了日', '结束日期', '結束日期', 'To'],
    timeZone: ['タイムゾーン', '时区', '時區', 'Time zone'],
    period: ['集計単位', '统计单位', '統計單位', 'By'],
    windowMinutes: ['帰属時間（分）', '归因时间（分钟）', '歸因時間（分鐘）', 'Attribution window (min)'],
    apply: ['表示', '查询', '查詢', 'Show'],
    noFigures: ['この期間の再生はありません', '该时间段没有播放', '該時間段沒有播放', 'No plays in this range'],
    vends: ['再生後の販売数', '播放后的销售数', '播放後的銷售數', 'Sales after a play'],
    vendAmount: ['再生後の販売額', '播放后的销售额', '播放後的銷售額', 'Sales amount after a play'],
    attributionHint: ['同じ機械で再生の後 %{minutes} 分以内の販売を、その直前の再生の素材に数えます', '同一台机器在播放后 %{minutes} 分钟内的销售，计入之前最近一次播放的素材', '同一台機器在播放後 %{minutes} 分鐘內的銷售，計入之前最近一次播放的素材', 'Sales on the same machine within %{minutes} minutes after a play, each counted for the latest play before it'],
    rangeHint: ['最大 %{days} 日間', '最多 %{days} 天', '最多 %{days} 天', 'At most %{days} days'],
    total: ['合計', '合计', '合計', 'Total']
  },
  menu: {
    custom: ['カスタム', '定制', '客製', 'Custom'],
    adAdvertisers: ['広告主', '广告主', '廣告主', 'Advertisers'],
    adCampaigns: ['広告キャンペーン', '广告活动', '廣告活動', 'Ad campaigns'],
    adZones: ['広告枠', '广告位', '廣告位', 'Ad zones'],
    adCreatives: ['広告素材', '广告素材', '廣告素材', 'Ads'],
    adStats: ['広告統計', '广告统计', '廣告統計', 'Ad statistics']
  },
  resources: {
    adAdvertisers: {
      name: ['広告主', '广告主', '廣告主', 'Advertiser'],
      fields: {
        name: ['広告主名', '广告主名称', '廣告主名稱', 'Advertiser'],
        createdAt: ['作成日時', '创建时间', '建立時間', 'Created at'],
        updatedAt: ['更新日時', '更新时间', '更新時間', 'Updated at'],
        contactName: ['担当者', '联系人', '聯絡人', 'Contact'],
        phone: ['電話番号', '电话', '電話', 'Phone']
      }
    },
    adCampaigns: {
      name: ['広告キャンペーン', '广告活动', '廣告活動', 'Ad campaign'],
      fields: {
        name: ['キャンペーン名', '活动名称', '活動名稱', 'Campaign'],
        createdAt: ['作成日時', '创建时间', '建立時間', 'Created at'],
        updatedAt: ['更新日時', '更新时间', '更新時間', 'Updated at'],
        advertiserId: ['広告主', '广告主', '廣告主', 'Advertiser'],
        advertiserName: ['広告主', '广告主', '廣告主', 'Advertiser'],
        priority: ['優先度', '优先级', '優先級', 'Priority'],
        weight: ['重み', '权重', '權重', 'Weight'],
        startAt: ['開始日時', '开始时间', '開始時間', 'Starts'],
        endAt: ['終了日時', '结束时间', '結束時間', 'Ends'],
        bookedPlays: ['予約再生回数', '预订播放次数', '預訂播放次數', 'Booked plays'],
        capPerHour: ['1 時間あたりの上限', '每小时上限', '每小時上限', 'Hourly cap'],
        playDays: ['曜日', '星期', '星期', 'Days'],
        playFrom: ['放映開始時刻', '播放开始时间', '播放開始時間', 'Plays from'],
        playTo: ['放映終了時刻', '播放结束时间', '播放結束時間', 'Plays until']
      }
    },
    adZones: {
      name: ['広告枠', '广告位', '廣告位', 'Ad zone'],
      fields: {
        name: ['広告枠名', '广告位名称', '廣告位名稱', 'Zone'],
        createdAt: ['作成日時', '创建时间', '建立時間', 'Created at'],
        updatedAt: ['更新日時', '更新时间', '更新時間', 'Updated at'],
        productId: ['機種', '设备型号', '設備型號', 'Device model'],
        width: ['幅（ピクセル）', '宽（像素）', '寬（像素）', 'Width (px)'],
        height: ['高さ（ピクセル）', '高（像素）', '高（像素）', 'Height (px)']
      }
    },
    adCreatives: {
      name: ['広告素材', '广告素材', '廣告素材', 'Ad'],
      fields: {
        name: ['素材名', '素材名称', '素材名稱', 'Creative'],
        createdAt: ['作成日時', '创建时间', '建立時間', 'Created at'],
        updatedAt: ['更新日時', '更新时间', '更新時間', 'Updated at'],
        campaignId: ['キャンペーン', '广告活动', '廣告活動', 'Campaign'],
        campaignName: ['キャンペーン', '广告活动', '廣告活動', 'Campaign'],
        zoneId: ['広告枠', '广告位', '廣告位', 'Zone'],
        zoneName: ['広告枠', '广告位', '廣告位', 'Zone'],
        mediaType: ['種類', '类型', '類型', 'Media'],
        url: ['ファイルの URL', '文件 URL', '檔案 URL', 'File URL'],
        md5: ['MD5', 'MD5', 'MD5', 'MD5'],
        size: ['サイズ（バイト）', '大小（字节）', '大小（位元組）', 'Size (bytes)'],
        width: ['幅（ピクセル）', '宽（像素）', '寬（像素）', 'Width (px)'],
        height: ['高さ（ピクセル）', '高（像素）', '高（像素）', 'Height (px)'],
        durationSeconds: ['再生時間（秒）', '播放时长（秒）', '播放時長（秒）', 'Duration (s)']
      }
    },
    adStats: {
      name: ['広告統計', '广告统计', '廣告統計', 'Ad statistics'],
      fields: {
        creativeName: ['素材', '素材', '素材', 'Creative'],
        period: ['期間', '时间', '時間', 'Period']
      }
    }
  },
  enum: {
    adMediaType: {
      image: ['画像', '图片', '圖片', 'Image'],
      video: ['動画', '视频', '影片', 'Video']
    },
    adPeriod: {
      day: ['日別', '按日', '按日', 'Day'],
      hour: ['時間別', '按小时', '按小時', 'Hour']
    },
    adChainState: {
      scheduled: ['配信済み（未確認）', '已下发（未确认）', '已下發（未確認）', 'Scheduled, not acknowledged'],
      failed: ['失敗', '失败', '失敗', 'Failed'],
      md5Mismatch: ['MD5 不一致', 'MD5 不一致', 'MD5 不一致', 'MD5 differs'],
      delivered: ['受信済み', '已送达', '已送達', 'Delivered'],
      played: ['再生中', '已播放', '已播放', 'Played'],
      removed: ['停止・削除済み', '已停止或删除', '已停止或刪除', 'Taken off or deleted']
    },
    adPushStatus: {
      pushed: ['送信', '已推送', '已推送', 'Pushed'],
      published: ['配送中', '发布中', '發布中', 'Published'],
      succeeded: ['成功', '成功', '成功', 'Succeeded'],
      expired: ['期限切れ', '已过期', '已過期', 'Expired'],
      failed: ['失敗', '失败', '失敗', 'Failed'],
      unknown: ['不明', '未知', '未知', 'Unknown']
    },
    deviceEventType: {
      adPlay: ['広告の再生', '广告播放', '廣告播放', 'Ad plays']
    },
    adWeekday: {
      "1": ['月', '一', '一', 'Mon'],
      "2": ['火', '二', '二', 'Tue'],
      "3": ['水', '三', '三', 'Wed'],
      "4": ['木', '四', '四', 'Thu'],
      "5": ['金', '五', '五', 'Fri'],
      "6": ['土', '六', '六', 'Sat'],
      "7": ['日', '日', '日', 'Sun']
    }
  },
  functions: {
    ad: {
      view: ['広告の閲覧', '查看广告', '檢視廣告', 'View ads'],
      save: ['広告の作成', '创建广告', '建立廣告', 'Create ads'],
      update: ['広告の編集', '编辑广告', '編輯廣告', 'Edit ads'],
      status: ['広告の有効・無効', '启用或停用广告', '啟用或停用廣告', 'Enable and disable ads'],
      delete: ['広告素材の削除', '删除广告素材', '刪除廣告素材', 'Delete creatives'],
      push: ['広告の配信', '投放广告', '投放廣告', 'Schedule ads to devices']
    },
    adStats: {
      view: ['広告統計の閲覧', '查看广告统计', '檢視廣告統計', 'View ad statistics']
    }
  },
  screens: {
    devices: {
      detail: {
        messages: {
          sources: {
            adSchedule: ['広告の配信', '广告投放', '廣告投放', 'Ad schedule']
          }
        }
      }
    }
  }
} satisfies MessageTable;


export default messages;
