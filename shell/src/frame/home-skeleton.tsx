const icons = Array.from({ length: 10 }, (_, i) => i);

/**
 * Home's shape while its page is on its way: the search bar, the banner, the icon grid and the first
 * goods. The page's HTML draws it before any script runs (see `render-frame.tsx`), and the shell
 * keeps it up until home's own page draws, so the renter sees one steady screen fill in rather than
 * a blank one. Placeholders only: no word here can turn out wrong. Its styles are in the page's
 * HTML (`home-skeleton.css`, inlined by the build): they are drawn before any script runs.
 */
export function HomeSkeleton() {
  return (
    <div className="shell-home-skeleton" aria-hidden="true">
      <div className="shell-home-skeleton__search">
        <div />
      </div>
      <div className="shell-home-skeleton__body">
        <div className="shell-home-skeleton__banner" />
        <div className="shell-home-skeleton__icons">
          {icons.map((i) => (
            <div key={i} />
          ))}
        </div>
        <div className="shell-home-skeleton__goods">
          <div />
          <div />
        </div>
      </div>
    </div>
  );
}
