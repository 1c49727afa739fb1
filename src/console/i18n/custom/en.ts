/** Messages of the Custom screens in en: the same keys as ./ja.ts (a missing one is a type error). */
import type { CustomMessages } from './ja';

const messages: CustomMessages = {
  menu: {
    wallpapers: 'Wallpapers',
    bootAnimations: 'Boot animations',
  },
  functions: {
    bootAnimation: {
      view: 'View boot animations',
      save: 'Upload boot animations',
    },
  },
  resources: {
    wallpapers: {
      name: 'Wallpaper |||| Wallpapers',
      fields: {
        id: 'ID',
        name: 'Name',
        fileName: 'File',
        orgId: 'Organisation',
        orgName: 'Organisation',
        productId: 'Model',
        productName: 'Product',
        model: 'Model',
        width: 'Width',
        height: 'Height',
        mime: 'Format',
        size: 'Size',
        md5: 'MD5',
        userAccount: 'Uploaded by',
        createdAt: 'Uploaded',
      },
    },
    'boot-animations': {
      name: 'Boot animation |||| Boot animations',
      fields: {
        id: 'ID',
        name: 'Name',
        fileName: 'File',
        orgId: 'Organisation',
        orgName: 'Organisation',
        width: 'Width',
        height: 'Height',
        fps: 'FPS',
        frameCount: 'Frames',
        size: 'Size',
        md5: 'MD5',
        userAccount: 'Uploaded by',
        createdAt: 'Uploaded',
      },
    },
  },
  screens: {
    wallpapers: {
      upload: {
        button: 'Upload',
        title: 'Upload a wallpaper',
        intro: 'Choose the device model, then a PNG or JPEG image of its screen\'s size. Its size is checked as soon as it is chosen.',
        file: 'Image file',
        chooseModel: 'Choose the model',
        modelOption: '%{name} (%{model}, screen %{width}×%{height})',
        wrongSize: 'The image is %{width}×%{height}: make it the %{screenWidth}×%{screenHeight} of the %{model} screen',
        preview: 'Wallpaper preview',
        upload: 'Upload',
        done: 'Uploaded',
      },
    },
    bootAnimations: {
      upload: {
        button: 'Upload',
        title: 'Upload a boot animation',
        intro: 'Choose an Android bootanimation.zip: a stored zip (no compression), desc.txt starting with "WIDTH HEIGHT FPS" and then its part lines, each part\'s folder holding PNG frames of that size numbered in sequence. It is checked and played as soon as it is chosen.',
        file: 'Zip file',
        faulty: 'This file cannot be uploaded:',
        faults: 'What is wrong with the file',
        upload: 'Upload',
        done: 'Uploaded',
      },
      push: {
        title: 'Send to devices',
        any: 'Any',
        route: 'Route',
        model: 'Model',
        product: 'Product',
        organisation: 'Organisation',
        count: '%{smart_count} device chosen |||| %{smart_count} devices chosen',
        send: 'Send',
        sent: 'Sent to %{smart_count} device |||| Sent to %{smart_count} devices',
        deliveries: 'Deliveries',
        none: 'Not sent yet',
        serialNum: 'Serial number',
        sentAt: 'Sent',
        status: 'Link status',
        result: 'Applied',
        message: 'Message',
        link: {
          SEND: 'Sent',
          PUB: 'Broker received',
          PUBOK: 'Broker sent',
          SUB: 'Broker sent',
          SUBOK: 'Device received',
          FAILED: 'Failed',
          EXPIRED: 'Expired',
        },
        results: {
          waiting: 'Waiting for the report',
          applied: 'Applied',
          failed: 'Failed',
        },
      },
      preview: {
        label: 'Preview',
        frame: 'Frame %{frame}',
        play: 'Play',
        pause: 'Pause',
        caption: '%{width}×%{height} · %{fps} FPS · %{frames} frames · %{parts} parts',
      },
    },
  },
};

export default messages;
