// Search: the header's search box (for app/layouts); its pages load through app/route-modules.ts.
export { HeaderSearch } from './header/HeaderSearchSlot';
