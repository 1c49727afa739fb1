/**
 * Messages of the Custom screens built here (issue 18): boot animations (upload, preview), wallpapers,
 * choose-device and the send (screens/devices/BootAnimation*.tsx). Each text is [ja, zh-CN, zh-TW, en].
 */
import type { MessageTable } from '../../../domain/texts';

const messages = {
  menu: {
    wallpapers: ['壁紙', '壁纸', '桌布', 'Wallpapers'],
    bootAnimations: ['起動アニメーション', '开机动画', '開機動畫', 'Boot animations'],
  },
  functions: {
    bootAnimation: {
      view: ['起動アニメーションの閲覧', '查看开机动画', '檢視開機動畫', 'View boot animations'],
      save: ['起動アニメーションのアップロード', '上传开机动画', '上傳開機動畫', 'Upload boot animations'],
    },
  },
  resources: {
    wallpapers: {
      name: ['壁紙', '壁纸', '桌布', 'Wallpaper |||| Wallpapers'],
      fields: {
        name: ['名前', '名称', '名稱', 'Name'],
        fileName: ['ファイル名', '文件名', '檔案名稱', 'File'],
        productId: ['機種', '型号', '型號', 'Model'],
        productName: ['機種', '产品', '產品', 'Product'],
        model: ['機種', '型号', '型號', 'Model'],
        width: ['幅', '宽', '寬', 'Width'],
        height: ['高さ', '高', '高', 'Height'],
        mime: ['形式', '格式', '格式', 'Format'],
        size: ['サイズ', '大小', '大小', 'Size'],
        md5: ['MD5', 'MD5', 'MD5', 'MD5'],
        userAccount: ['アップロード者', '上传人', '上傳人', 'Uploaded by'],
        createdAt: ['アップロード日時', '上传时间', '上傳時間', 'Uploaded'],
      },
      actions: {
        rename: ['名前を変更', '重命名', '重新命名', 'Rename'],
        renameDone: ['名前を変更しました', '已重命名', '已重新命名', 'Renamed'],
      },
    },
    'boot-animations': {
      name: ['起動アニメーション', '开机动画', '開機動畫', 'Boot animation |||| Boot animations'],
      fields: {
        name: ['名前', '名称', '名稱', 'Name'],
        fileName: ['ファイル名', '文件名', '檔案名稱', 'File'],
        width: ['幅', '宽', '寬', 'Width'],
        height: ['高さ', '高', '高', 'Height'],
        fps: ['FPS', 'FPS', 'FPS', 'FPS'],
        frameCount: ['フレーム数', '帧数', '影格數', 'Frames'],
        size: ['サイズ', '大小', '大小', 'Size'],
        md5: ['MD5', 'MD5', 'MD5', 'MD5'],
        userAccount: ['アップロード者', '上传人', '上傳人', 'Uploaded by'],
        createdAt: ['アップロード日時', '上传时间', '上傳時間', 'Uploaded'],
      },
      actions: {
        rename: ['名前を変更', '重命名', '重新命名', 'Rename'],
        renameDone: ['名前を変更しました', '已重命名', '已重新命名', 'Renamed'],
      },
    },
  },
  screens: {
    wallpapers: {
      upload: {
        button: ['アップロード', '上传', '上傳', 'Upload'],
        title: ['壁紙のアップロード', '上传壁纸', '上傳桌布', 'Upload a wallpaper'],
        intro: [
          '機種を選び、その画面と同じサイズの PNG または JPEG 画像を選んでください。選ぶとすぐにサイズを確認します。',
          '请选择型号，再选择与其屏幕尺寸相同的 PNG 或 JPEG 图片。选择后立即检查尺寸。',
          '請選擇型號，再選擇與其螢幕尺寸相同的 PNG 或 JPEG 圖片。選擇後立即檢查尺寸。',
          "Choose the device model, then a PNG or JPEG image of its screen's size. Its size is checked as soon as it is chosen.",
        ],
        file: ['画像ファイル', '图片文件', '圖片檔案', 'Image file'],
        chooseModel: ['機種を選んでください', '请选择型号', '請選擇型號', 'Choose the model'],
        modelOption: [
          '%{name}（%{model}・画面 %{width}×%{height}）',
          '%{name}（%{model}・屏幕 %{width}×%{height}）',
          '%{name}（%{model}・螢幕 %{width}×%{height}）',
          '%{name} (%{model}, screen %{width}×%{height})',
        ],
        wrongSize: [
          '画像は %{width}×%{height} です。%{model} の画面 %{screenWidth}×%{screenHeight} と同じサイズにしてください',
          '图片为 %{width}×%{height}，须与 %{model} 的屏幕 %{screenWidth}×%{screenHeight} 相同',
          '圖片為 %{width}×%{height}，須與 %{model} 的螢幕 %{screenWidth}×%{screenHeight} 相同',
          'The image is %{width}×%{height}: make it the %{screenWidth}×%{screenHeight} of the %{model} screen',
        ],
        preview: ['壁紙のプレビュー', '壁纸预览', '桌布預覽', 'Wallpaper preview'],
        upload: ['アップロード', '上传', '上傳', 'Upload'],
        done: ['アップロードしました', '已上传', '已上傳', 'Uploaded'],
      },
    },
    bootAnimations: {
      upload: {
        button: ['アップロード', '上传', '上傳', 'Upload'],
        title: ['起動アニメーションのアップロード', '上传开机动画', '上傳開機動畫', 'Upload a boot animation'],
        intro: [
          'Android の bootanimation.zip を選んでください。無圧縮（格納）の zip で、desc.txt の 1 行目に「幅 高さ FPS」、続いてパートの行、各パートのフォルダーに同じサイズの PNG フレームを連番で入れます。選ぶとすぐに確認し、再生します。',
          '请选择 Android 的 bootanimation.zip：不压缩（仅存储）的 zip，desc.txt 第 1 行为“宽 高 FPS”，随后是片段行，每个片段的文件夹中放入相同尺寸、连续编号的 PNG 帧。选择后立即检查并播放。',
          '請選擇 Android 的 bootanimation.zip：不壓縮（僅儲存）的 zip，desc.txt 第 1 行為「寬 高 FPS」，接著是片段行，每個片段的資料夾中放入相同尺寸、連續編號的 PNG 影格。選擇後立即檢查並播放。',
          'Choose an Android bootanimation.zip: a stored zip (no compression), desc.txt starting with "WIDTH HEIGHT FPS" and then its part lines, each part\'s folder holding PNG frames of that size numbered in sequence. It is checked and played as soon as it is chosen.',
        ],
        file: ['zip ファイル', 'zip 文件', 'zip 檔案', 'Zip file'],
        faulty: ['このファイルはアップロードできません:', '此文件无法上传：', '此檔案無法上傳：', 'This file cannot be uploaded:'],
        faults: ['ファイルの誤り', '文件错误', '檔案錯誤', 'What is wrong with the file'],
        upload: ['アップロード', '上传', '上傳', 'Upload'],
        done: ['アップロードしました', '已上传', '已上傳', 'Uploaded'],
      },
      push: {
        title: ['デバイスに送信', '发送到设备', '傳送到設備', 'Send to devices'],
        any: ['すべて', '全部', '全部', 'Any'],
        route: ['ルート', '线路', '路線', 'Route'],
        model: ['機種', '型号', '型號', 'Model'],
        product: ['製品', '产品', '產品', 'Product'],
        organisation: ['組織', '组织', '組織', 'Organisation'],
        count: [
          '対象デバイス: %{smart_count} 台',
          '目标设备：%{smart_count} 台',
          '目標設備：%{smart_count} 台',
          '%{smart_count} device chosen |||| %{smart_count} devices chosen',
        ],
        send: ['送信', '发送', '傳送', 'Send'],
        confirmTitle: ['デバイスに送信しますか', '发送到设备？', '傳送到設備？', 'Send to the devices?'],
        confirmContent: [
          '対象の %{smart_count} 台のデバイスにすぐ送信します。',
          '将立即发送到 %{smart_count} 台目标设备。',
          '將立即傳送到 %{smart_count} 台目標設備。',
          'It goes to the %{smart_count} chosen device now. |||| It goes to the %{smart_count} chosen devices now.',
        ],
        sent: [
          '%{smart_count} 台に送信しました',
          '已发送到 %{smart_count} 台设备',
          '已傳送到 %{smart_count} 台設備',
          'Sent to %{smart_count} device |||| Sent to %{smart_count} devices',
        ],
        deliveries: ['配信状況', '送达情况', '送達情況', 'Deliveries'],
        none: ['まだ送信していません', '尚未发送', '尚未傳送', 'Not sent yet'],
        serialNum: ['シリアル番号', '设备序列号', '設備序號', 'Serial number'],
        sentAt: ['送信日時', '发送时间', '傳送時間', 'Sent'],
        status: ['通信状況', '通信状态', '通訊狀態', 'Link status'],
        result: ['適用', '应用', '套用', 'Applied'],
        message: ['メッセージ', '消息', '訊息', 'Message'],
        link: {
          SEND: ['送信済み', '已发送', '已傳送', 'Sent'],
          PUB: ['ブローカー受信', '代理已接收', '代理已接收', 'Broker received'],
          PUBOK: ['ブローカー送信', '代理已发送', '代理已傳送', 'Broker sent'],
          SUB: ['ブローカー送信', '代理已发送', '代理已傳送', 'Broker sent'],
          SUBOK: ['デバイス受信', '设备已接收', '設備已接收', 'Device received'],
          FAILED: ['失敗', '失败', '失敗', 'Failed'],
          EXPIRED: ['期限切れ', '已过期', '已過期', 'Expired'],
        },
        results: {
          waiting: ['報告待ち', '等待报告', '等待回報', 'Waiting for the report'],
          applied: ['適用済み', '已应用', '已套用', 'Applied'],
          failed: ['失敗', '失败', '失敗', 'Failed'],
        },
      },
      preview: {
        label: ['プレビュー', '预览', '預覽', 'Preview'],
        frame: ['フレーム %{frame}', '帧 %{frame}', '影格 %{frame}', 'Frame %{frame}'],
        play: ['再生', '播放', '播放', 'Play'],
        pause: ['一時停止', '暂停', '暫停', 'Pause'],
        caption: [
          '%{width}×%{height}・%{fps} FPS・%{frames} フレーム・%{parts} パート',
          '%{width}×%{height}・%{fps} FPS・%{frames} 帧・%{parts} 个片段',
          '%{width}×%{height}・%{fps} FPS・%{frames} 影格・%{parts} 個片段',
          '%{width}×%{height} · %{fps} FPS · %{frames} frames · %{parts} parts',
        ],
      },
    },
  },
} satisfies MessageTable;

export default messages;
