/** A person as the organiser's lists name them: the display name, and the @username under it. */
export function PersonName({ name, username }: { name: string; username: string | null }) {
  return (
    <div className="flex min-w-0 flex-col">
      <span dir="auto" className="truncate font-medium text-on-surface">
        {name}
      </span>
      {username ? (
        <span dir="ltr" className="truncate text-on-surface-variant text-sm">
          @{username}
        </span>
      ) : null}
    </div>
  );
}
