/**
 * Messages of the Custom screens built here (issue 18): boot animations (upload, preview), wallpapers, choose-device and the send
 * (screens/devices/BootAnimation*.tsx). Japanese is the reference: the other languages beside it have the same keys.
 */
import type { Shape } from '../shape';

const messages = {
  menu: {
    wallpapers: '壁紙',
    bootAnimations: '起動アニメーション',
  },
  functions: {
    bootAnimation: {
      view: '起動アニメーションの閲覧',
      save: '起動アニメーションのアップロード',
    },
  },
  resources: {
    wallpapers: {
      name: '壁紙',
      fields: {
        id: 'ID',
        name: '名前',
        fileName: 'ファイル名',
        orgId: '組織',
        orgName: '組織',
        productId: '機種',
        productName: '機種',
        model: '型式',
        width: '幅',
        height: '高さ',
        mime: '形式',
        size: 'サイズ',
        md5: 'MD5',
        userAccount: 'アップロード者',
        createdAt: 'アップロード日時',
      },
    },
    'boot-animations': {
      name: '起動アニメーション',
      fields: {
        id: 'ID',
        name: '名前',
        fileName: 'ファイル名',
        orgId: '組織',
        orgName: '組織',
        width: '幅',
        height: '高さ',
        fps: 'FPS',
        frameCount: 'フレーム数',
        size: 'サイズ',
        md5: 'MD5',
        userAccount: 'アップロード者',
        createdAt: 'アップロード日時',
      },
    },
  },
  screens: {
    wallpapers: {
      upload: {
        button: 'アップロード',
        title: '壁紙のアップロード',
        intro: '機種を選び、その画面と同じサイズの PNG または JPEG 画像を選んでください。選ぶとすぐにサイズを確認します。',
        file: '画像ファイル',
        chooseModel: '機種を選んでください',
        modelOption: '%{name}（%{model}・画面 %{width}×%{height}）',
        wrongSize: '画像は %{width}×%{height} です。%{model} の画面 %{screenWidth}×%{screenHeight} と同じサイズにしてください',
        preview: '壁紙のプレビュー',
        upload: 'アップロード',
        done: 'アップロードしました',
      },
    },
    bootAnimations: {
      upload: {
        button: 'アップロード',
        title: '起動アニメーションのアップロード',
        intro: 'Android の bootanimation.zip を選んでください。無圧縮（格納）の zip で、desc.txt の 1 行目に「幅 高さ FPS」、続いてパートの行、各パートのフォルダーに同じサイズの PNG フレームを連番で入れます。選ぶとすぐに確認し、再生します。',
        file: 'zip ファイル',
        faulty: 'このファイルはアップロードできません:',
        faults: 'ファイルの誤り',
        upload: 'アップロード',
        done: 'アップロードしました',
      },
      push: {
        title: 'デバイスに送信',
        any: 'すべて',
        route: 'ルート',
        model: '型式',
        product: '製品',
        organisation: '組織',
        count: '対象デバイス: %{smart_count} 台',
        send: '送信',
        sent: '%{smart_count} 台に送信しました',
        deliveries: '配信状況',
        none: 'まだ送信していません',
        serialNum: 'シリアル番号',
        sentAt: '送信日時',
        status: '通信状況',
        result: '適用',
        message: 'メッセージ',
        link: {
          SEND: '送信済み',
          PUB: 'ブローカー受信',
          PUBOK: 'ブローカー送信',
          SUB: 'ブローカー送信',
          SUBOK: 'デバイス受信',
          FAILED: '失敗',
          EXPIRED: '期限切れ',
        },
        results: {
          waiting: '報告待ち',
          applied: '適用済み',
          failed: '失敗',
        },
      },
      preview: {
        label: 'プレビュー',
        frame: 'フレーム %{frame}',
        play: '再生',
        pause: '一時停止',
        caption: '%{width}×%{height}・%{fps} FPS・%{frames} フレーム・%{parts} パート',
      },
    },
  },
};

export type CustomMessages = Shape<typeof messages>;

export default messages;
