/** Messages of the Custom screens in zh-TW: the same keys as ./ja.ts (a missing one is a type error). */
import type { CustomMessages } from './ja';

const messages: CustomMessages = {
  menu: {
    bootAnimations: '開機動畫',
  },
  functions: {
    bootAnimation: {
      view: '檢視開機動畫',
      save: '上傳開機動畫',
    },
  },
  resources: {
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
