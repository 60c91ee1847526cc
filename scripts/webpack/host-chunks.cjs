/**
 * How the shell's shared modules are cut into files. Shared as modules, each would be a file of its
 * own (28 requests before home showed); the framework every page needs is one file, and the
 * internals antd-mobile's components have in common (and the style helpers) another, so a page
 * fetches only its components' own small files beside them.
 */

/**
 * The components the shell's first render draws: the tab bar (with its badge and safe area), the
 * page skeleton, the loading dots and the buttons of its error states. One file for all of them,
 * not one each: four requests became one, and the dots no longer come twice (alone and with the
 * button). A component added to the first render without being named here costs a request, no more.
 */
const BOOT_COMPONENTS =
  /[\\/]antd-mobile[\\/]es[\\/]components[\\/](tab-bar|badge|safe-area|button|dot-loading|skeleton)[\\/]/;

/**
 * Small components most pages draw (pictures, tags, a carousel's dots: 4 KB together), one file:
 * home's first screen took three requests for them, and the avatar's and swiper's files each
 * carried their own copy of one of them (and of the staged rendering helper the picture uses).
 */
const CONTENT_BASICS =
  /[\\/]antd-mobile[\\/](es[\\/]components[\\/](image|tag|page-indicator)|node_modules[\\/]staged-components)[\\/]/;

const COMPONENT_INTERNALS =
  /[\\/]node_modules[\\/]antd-mobile[\\/]es[\\/](utils|global|components[\\/]config-provider)[\\/]|[\\/]antd-mobile[\\/]es[\\/]locales[\\/](base|zh-CN)\.js$/;

/** One file for every module whose path matches, whoever imports it and however small. */
const namedGroup = (name, files) => ({
  test: (module) => files.test(module.resource ?? ''),
  name,
  chunks: 'async',
  minSize: 0,
  enforce: true,
  priority: 15,
});

function hostChunks() {
  const inModules = (names) => new RegExp(`[\\\\/]node_modules[\\\\/](${names.join('|')})[\\\\/]`);
  return {
    chunks: 'async',
    cacheGroups: {
      framework: {
        test: (module) =>
          inModules([
            'react',
            'react-dom',
            'scheduler',
            'jotai',
            'i18next',
            'react-i18next',
            'html-parse-stringify',
            'void-elements',
            'use-sync-external-store',
          ]).test(module.resource ?? '') || /[\\/]shared[\\/]src[\\/]/.test(module.resource ?? ''),
        name: 'framework',
        chunks: 'async',
        enforce: true,
        priority: 20,
      },
      bootComponents: namedGroup('boot-components', BOOT_COMPONENTS),
      contentBasics: namedGroup('content-basics', CONTENT_BASICS),
      // What every component file would otherwise carry its own copy of (webpack only splits out
      // pieces of 20 KB and more): antd-mobile's utilities, its configuration context with its default
      // (Chinese) words, and the helpers.
      componentCommons: {
        test: (module) =>
          COMPONENT_INTERNALS.test(module.resource ?? '') ||
          inModules([
            'tslib',
            'style-loader',
            'css-loader',
            '@babel[\\\\/]runtime',
            'classnames',
            'rc-util',
            'react-is',
            'ahooks',
            'lodash',
          ]).test(module.resource ?? ''),
        name: 'component-commons',
        chunks: 'async',
        minChunks: 2,
        minSize: 0,
        enforce: true,
        priority: 10,
      },
      // The animation and gesture engines behind popups, toasts, swipers and pull-to-refresh.
      componentMotion: {
        test: (module) => inModules(['@react-spring', '@use-gesture']).test(module.resource ?? ''),
        name: 'component-motion',
        chunks: 'async',
        minChunks: 2,
        minSize: 0,
        enforce: true,
        priority: 10,
      },
    },
  };
}

module.exports = { hostChunks };
