import type { ResourceDeclaration } from '../types.js';
import { RENAME } from './boot-animations.js';

/**
 * Wallpapers (Custom > wallpaper edit; issue 18): images of a device model's screen size, checked by the
 * server (and by the console before sending), previewed, and sent to the devices choose-device picks.
 */
export const wallpapers: ResourceDeclaration = {
  name: 'wallpapers',
  schema: 'devices/wallpaper.schema.json',
  calls: {
    list: 'wallpaperPageList',
    update: 'wallpaperUpdate',
    actions: {
      rename: 'wallpaperUpdate',
      upload: 'wallpaperUpload',
      file: 'wallpaperFile',
      count: 'customDeviceCount',
      push: 'wallpaperPush',
      deliveries: 'wallpaperDeliveries',
    },
  },
  forms: { edit: 'update', filter: 'pageQuery' },
  paths: { update: '/custom/wallpaper/update' },
  ...RENAME,
  recordLabel: 'name',
  list: {
    columns: [
      { source: 'id', type: 'number', sortable: true },
      { source: 'name', sortable: true },
      { source: 'orgName' },
      { source: 'productName' },
      { source: 'model' },
      { source: 'width', type: 'number' },
      { source: 'height', type: 'number' },
      { source: 'md5', hidden: true },
      { source: 'userAccount' },
      { source: 'createdAt', type: 'datetime', sortable: true },
    ],
    filters: ['name'],
    defaultSort: { field: 'createdAt', order: 'DESC' },
    actions: [{ action: 'upload', screen: 'wallpaper-upload' }],
  },
  menu: { parent: 'menu.custom', code: 'menu.wallpapers', icon: 'Wallpaper', sort: 70 },
  // the same codes as boot animations: both are the Custom screens a device shows
  permissions: {
    view: 'bootAnimation.view',
    update: 'bootAnimation.save',
    rename: 'bootAnimation.save',
    upload: 'bootAnimation.save',
    file: 'bootAnimation.view',
    push: 'bootAnimation.save',
    deliveries: 'bootAnimation.view',
  },
  screens: { list: 'wallpapers' },
};
