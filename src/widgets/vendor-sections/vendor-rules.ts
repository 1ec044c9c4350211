/** The vendor sections' rules apart from React (spec 2.10; the block's props choose sections and vendors). */
import type { VendorCategory } from '../../api/games';
import type { VendorSectionsProps } from '../../config/merchant-resolved.gen';

/**
 * The sections the block's props choose: the chosen categories in their order (else every one), each with the
 * chosen vendors (else all) up to maxPerSection (0: no limit); a section left with no vendor is not shown.
 */
export function chosenSections(categories: readonly VendorCategory[], props: VendorSectionsProps): VendorCategory[] {
  const ordered = props.categories.length
    ? props.categories.flatMap((code) => categories.filter((c) => c.category === code))
    : categories;
  return ordered
    .map((c) => {
      const vendors = props.vendors.length ? c.vendors.filter((v) => props.vendors.includes(v.vendor)) : c.vendors;
      return { ...c, vendors: props.maxPerSection > 0 ? vendors.slice(0, props.maxPerSection) : vendors };
    })
    .filter((c) => c.vendors.length > 0);
}
