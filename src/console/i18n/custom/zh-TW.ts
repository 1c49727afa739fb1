/** Messages of the Custom screens in zh-TW: the same keys as ./ja.ts (a missing one is a type error). */
import type { CustomMessages } from './ja';

const messages: CustomMessages = {
  menu: {
    wallpapers: '桌布',
    bootAnimations: '開機動畫',
  },
  functions: {
    bootAnimation: {
      view: '檢視開機動畫',
      save: '上傳開機動畫',
    },
  },
  resources: {
    wallpapers: {
      name: '桌布',
      fields: {
        id: 'ID',
        name: '名稱',
        fileName: '檔案名稱',
        orgId: '組織',
        orgName: '組織',
        productId: '型號',
        productName: '產品',
        model: '型號',
        width: '寬',
        height: '高',
        mime: '格式',
        size: '大小',
        md5: 'MD5',
        userAccount: '上傳人',
        createdAt: '上傳時間',
      },
    },
    'boot-animations': {
      name: '開機動畫',
      fields: {
        id: 'ID',
        name: '名稱',
        fileName: '檔案名稱',
        orgId: '組織',
        orgName: '組織',
        width: '寬',
        height: '高',
        fps: 'FPS',
        frameCount: '影格數',
        size: '大小',
        md5: 'MD5',
        userAccount: '上傳人',
        createdAt: '上傳時間',
      },
    },
  },
  screens: {
    wallpapers: {
      upload: {
        button: '上傳',
        title: '上傳桌布',
        intro: '請選擇型號，再選擇與其螢幕尺寸相同的 PNG 或 JPEG 圖片。選擇後立即檢查尺寸。',
        file: '圖片檔案',
        chooseModel: '請選擇型號',
        modelOption: '%{name}（%{model}・螢幕 %{width}×%{height}）',
        wrongSize: '圖片為 %{width}×%{height}，須與 %{model} 的螢幕 %{screenWidth}×%{screenHeight} 相同',
        preview: '桌布預覽',
        upload: '上傳',
        done: '已上傳',
      },
    },
    bootAnimations: {
      upload: {
        button: '上傳',
        title: '上傳開機動畫',
        intro: '請選擇 Android 的 bootanimation.zip：不壓縮（僅儲存）的 zip，desc.txt 第 1 行為「寬 高 FPS」，接著是片段行，每個片段的資料夾中放入相同尺寸、連續編號的 PNG 影格。選擇後立即檢查並播放。',
        file: 'zip 檔案',
        faulty: '此檔案無法上傳：',
        faults: '檔案錯誤',
        upload: '上傳',
        done: '已上傳',
      },
      push: {
        title: '傳送到設備',
        any: '全部',
        route: '路線',
        model: '型號',
        product: '產品',
        organisation: '組織',
        count: '目標設備：%{smart_count} 台',
        send: '傳送',
        sent: '已傳送到 %{smart_count} 台設備',
        deliveries: '送達情況',
        none: '尚未傳送',
        serialNum: '設備序號',
        sentAt: '傳送時間',
        status: '通訊狀態',
        result: '套用',
        message: '訊息',
        link: {
          SEND: '已傳送',
          PUB: '代理已接收',
          PUBOK: '代理已傳送',
          SUB: '代理已傳送',
          SUBOK: '設備已接收',
          FAILED: '失敗',
          EXPIRED: '已過期',
        },
        results: {
          waiting: '等待回報',
          applied: '已套用',
          failed: '失敗',
        },
      },
      preview: {
        label: '預覽',
        frame: '影格 %{frame}',
        play: '播放',
        pause: '暫停',
        caption: '%{width}×%{height}・%{fps} FPS・%{frames} 影格・%{parts} 個片段',
      },
    },
  },
};

export default messages;
