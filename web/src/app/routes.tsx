import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { ModuleType } from '@plataforma/domain';
import { moduleRoutes } from '../modules';
import { RootLayout } from '../platform/layout/RootLayout';
import { NotFoundPage } from '../platform/errors/NotFoundPage';
import { RouteErrorPage } from '../platform/errors/RouteErrorPage';
import { loadModuleMessages } from '../i18n';
import type { LayoutName, ModuleRoutes, ScreenLoader } from '../platform/routing/module-routes';
import type { RouteHandle } from '../platform/routing/route-handle';
import { validateParams } from '../platform/routing/validate-params';

const placeholder: ScreenLoader = () => import('../ui/ScreenPlaceholder');
// Fullpage screens bring their own top bar: one not built yet gets the shared bar (a way back, the user menu).
const fullpagePlaceholder: ScreenLoader = () => import('../platform/layout/FullpagePlaceholder');
const resetPassword: ScreenLoader = () => import('../platform/auth/pages/ResetPasswordPage');

/** A leaf route whose page is loaded on first visit (route-level code splitting). */
function screen(
  path: string | undefined,
  key: string,
  load: ScreenLoader = placeholder,
  of?: ModuleScreenOf,
): RouteObject {
  const module = of?.routes.module;
  const messages = of?.routes.messages;
  const handle: RouteHandle = {
    screen: key,
    ...(module && { module }),
    ...(of?.requires && { requires: of.requires }),
  };
  const lazy = async () => {
    const [page] = await Promise.all([load(), module && messages && loadModuleMessages(module, messages)]);
    return { Component: page.default };
  };
  const withParams = path?.includes(':') ? { loader: validateParams } : {};
  return path === undefined ? { index: true, handle, lazy, ...withParams } : { path, handle, lazy, ...withParams };
}

/** What a business screen's route carries: its module (checked, texts loaded) and the module it serves. */
interface ModuleScreenOf {
  routes: ModuleRoutes;
  requires?: ModuleType | undefined;
}

function layout(load: () => Promise<{ default: ComponentType }>) {
  return async () => ({ Component: (await load()).default });
}

/** The business screens of every module that live in the given layout, relative to /{organization}. */
function organizationScreens(name: LayoutName): RouteObject[] {
  return Object.values(moduleRoutes).flatMap((module) =>
    module.screens
      .filter((s) => (s.layout ?? 'default') === name)
      .map((s) =>
        screen(s.path, s.screen, s.load ?? (name === 'fullpage' ? fullpagePlaceholder : placeholder), {
          routes: module,
          requires: s.requires,
        }),
      ),
  );
}

/** Every route of the spec (section 2), grouped by the layout the spec gives it. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout modules={moduleRoutes} />,
    errorElement: <RouteErrorPage />,
    // The first load of a route with a loader renders this; the global loader already covers the screen.
    hydrateFallbackElement: <></>,
    children: [
      {
        lazy: layout(() => import('../platform/layout/AuthLayout')),
        children: [
          screen(undefined, 'platform.home', () => import('../platform/home/HomePage')),
          screen(
            'new-organization',
            'platform.newOrganization',
            () => import('../platform/organizations/pages/NewOrganizationPage'),
          ),
          screen(
            'organizations',
            'platform.organizations',
            () => import('../platform/organizations/pages/ChooseOrganizationPage'),
          ),
          screen('auth/login', 'auth.login', () => import('../platform/auth/pages/LoginPage')),
          screen('auth/register', 'auth.register', () => import('../platform/auth/pages/RegisterPage')),
          screen(
            'auth/forgot-password',
            'auth.forgotPassword',
            () => import('../platform/auth/pages/ForgotPasswordPage'),
          ),
          screen('auth/reset-password/:token', 'auth.resetPassword', resetPassword),
          // The form Firebase's e-mail template links to: /auth/reset-password?mode=resetPassword&oobCode=...
          screen('auth/reset-password', 'auth.resetPassword', resetPassword),
        ],
      },
      {
        path: 'admin',
        lazy: layout(() => import('../platform/layout/AdminLayout')),
        children: [
          screen(undefined, 'admin.dashboard', () => import('../platform/admin/pages/AdminDashboardPage')),
          screen('login', 'admin.login', () => import('../platform/admin/pages/AdminLoginPage')),
          screen(
            'organizations',
            'admin.organizations',
            () => import('../platform/admin/pages/AdminOrganizationsPage'),
          ),
          screen('users', 'admin.users', () => import('../platform/admin/pages/AdminUsersPage')),
        ],
      },
      {
        lazy: layout(() => import('../platform/layout/DefaultLayout')),
        children: [
          screen('test', 'platform.test'),
          screen('user/profile', 'user.profile', () => import('../platform/user/pages/ProfilePage')),
          screen('user/settings', 'user.settings', () => import('../platform/user/pages/SettingsPage')),
          screen('user/invitations', 'user.invitations', () => import('../platform/invitations/pages/InvitationsPage')),
          screen(
            'organizations/:id',
            'platform.switchOrganization',
            () => import('../platform/organizations/pages/SwitchOrganizationPage'),
          ),
          {
            path: ':organization',
            loader: validateParams,
            children: [
              screen(
                undefined,
                'organization.home',
                () => import('../platform/organizations/pages/OrganizationHomePage'),
              ),
              screen(
                'configuration',
                'organization.settings',
                () => import('../platform/organizations/pages/OrganizationSettingsPage'),
              ),
              ...organizationScreens('default'),
            ],
          },
        ],
      },
      {
        path: ':organization',
        loader: validateParams,
        lazy: layout(() => import('../platform/layout/FullpageLayout')),
        children: organizationScreens('fullpage'),
      },
      { path: '*', element: <NotFoundPage />, handle: { notFound: true } satisfies RouteHandle },
    ],
  },
];
