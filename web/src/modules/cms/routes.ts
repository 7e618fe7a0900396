import type { ModuleRoutes } from '../../platform/routing/module-routes';

export const cmsRoutes: ModuleRoutes = {
  module: 'cms',
  screens: [
    { path: 'cms/blog', screen: 'cms.blog', inSidebar: true },
    { path: 'cms/blog/article/:id', screen: 'cms.article' },
    { path: 'cms/blog/category/:id', screen: 'cms.blogCategory' },
    { path: 'cms/portfolio', screen: 'cms.portfolio', inSidebar: true },
    { path: 'cms/portfolio/category/:id', screen: 'cms.portfolioCategory' },
    { path: 'cms/portfolio/project/:id', screen: 'cms.project' },
    { path: 'cms/web', screen: 'cms.web', inSidebar: true },
    { path: 'cms/web/editor', screen: 'cms.editor' },
    { path: 'cms/web/customEditor', screen: 'cms.customEditor' },
    { path: 'cms/web/media', screen: 'cms.media', inSidebar: true },
  ],
};
