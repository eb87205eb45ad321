import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions } from 'vite';

const config: StorybookConfig = {
  stories: [
    '../src/**/*.mdx',
    '../../../packages/*/src/**/*.stories.@(ts|tsx)',
    '../src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Brand themes replace the backgrounds toolbar.
  features: { backgrounds: false },
  // Storybook hides the story (display: none) 100 ms into preparing it, and that timer can fire
  // after the story has started rendering: a field's autoFocus or a modal's first focus then
  // lands on a hidden element and is lost, and the pictures change with the machine's load. The
  // story's root stays shown; the preparing spinner still shows over it.
  previewHead: (head) => `${head}
<style>
  .sb-show-preparing-story:not(.sb-show-main) > #storybook-root { display: block !important; }
</style>`,
  viteFinal: (viteConfig) => {
    // Read @zar/* packages from their TypeScript sources: no package build before Storybook.
    const conditions = viteConfig.resolve?.conditions ?? defaultClientConditions;
    viteConfig.resolve = {
      ...viteConfig.resolve,
      conditions: ['@zar/source', ...conditions.filter((condition) => condition !== '@zar/source')],
    };
    // lucide-react marks its modules "use client"; that is meaningless in a client bundle.
    const rolldownOptions = viteConfig.build?.rolldownOptions;
    viteConfig.build = {
      ...viteConfig.build,
      rolldownOptions: {
        ...rolldownOptions,
        onLog(level, log, handler) {
          if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
          if (rolldownOptions?.onLog) rolldownOptions.onLog(level, log, handler);
          else handler(level, log);
        },
      },
    };
    return viteConfig;
  },
};

export default config;
