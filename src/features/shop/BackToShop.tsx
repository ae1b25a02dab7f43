import { Link } from '@tanstack/react-router';

/** The way back to the obituary's shop, from a product or an order. */
export function BackToShop({ id, nameSlug }: { id: number; nameSlug: string }) {
  return (
    <p>
      <Link to="/obituaries/$id/$name/shop" params={{ id, name: nameSlug }}>
        Back to the shop
      </Link>
    </p>
  );
}
