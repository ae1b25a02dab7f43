/*
 * The Funeral Rule's words on the general price list (16 CFR 453, issue 25 item 1, decision 0079): one
 * module, zod-free, so the public page and the server that answers it say the same thing. Each sentence
 * names the paragraph it answers. The caption, the company's name, address and phone and the effective
 * date (453.2(b)(4)(i)) are the page's heading and its first lines, beside these.
 */

export interface Disclosure {
  /** The paragraph of 16 CFR 453 the sentence answers. */
  rule: string;
  text: string;
}

/** The list's caption (453.2(b)(4)(i): "a caption describing the list as a general price list"). */
export const GPL_TITLE = 'General price list';

/** The effective date of the list (453.2(b)(4)(i)), `dateText` as the page writes dates. */
export const effectiveText = (dateText: string) => `These prices are effective as of ${dateText}.`;

export const priceListDisclosures: readonly Disclosure[] = [
  {
    // The consumer may choose only the items desired; with a basic services fee, its "However" sentence.
    rule: '453.2(b)(4)(iv)',
    text:
      'The goods and services shown below are those we can provide to our customers. You may choose only the ' +
      'items you desire. However, any funeral arrangements you select will include a charge for our basic ' +
      'services and overhead. If legal or other requirements mean you must buy any items you did not ' +
      'specifically ask for, we will explain the reason in the written statement we provide describing the ' +
      'funeral goods and services you selected.',
  },
  {
    // The basic services fee is not declinable.
    rule: '453.2(b)(4)(iii)(C)(1)',
    text:
      'Our fee for the basic services of funeral director and staff, and overhead, will be added to the total ' +
      'cost of the funeral arrangements you select. (This fee is already included in our charges for direct ' +
      'cremations, immediate burials, and forwarding or receiving remains.) This fee cannot be declined.',
  },
  {
    rule: '453.3(a)(2)(ii)',
    text:
      'Except in certain special cases, embalming is not required by law. Embalming may be necessary, however, ' +
      'if you select certain funeral arrangements, such as a funeral with viewing. If you do not want ' +
      'embalming, you usually have the right to choose an arrangement that does not require you to pay for it, ' +
      'such as direct cremation or immediate burial.',
  },
  {
    rule: '453.3(b)(2)',
    text:
      'If you want to arrange a direct cremation, you can use an alternative container. Alternative containers ' +
      'encase the body and can be made of materials like fiberboard or composition materials (with or without ' +
      'an outside covering). The containers we provide are those listed below.',
  },
  {
    rule: '453.3(c)(2)',
    text:
      'In most areas of the country, state or local law does not require that you buy a container to surround ' +
      'the casket in the grave. However, many cemeteries require that you have such a container so that the ' +
      'grave will not sink in. Either a grave liner or a burial vault will satisfy these requirements.',
  },
  {
    // Cash advances: charged at what is paid, or the difference disclosed.
    rule: '453.3(f)',
    text:
      'Cash advance items are goods and services we pay for on your behalf to others, such as cemeteries, ' +
      'florists, clergy and the issuers of death certificates. Each is listed with its price, or as an estimate ' +
      'when the amount is not known yet. We charge you what we pay; if we charge more, or receive a refund, ' +
      'discount or rebate, the statement of your arrangements will say so.',
  },
  {
    // No fee for a casket bought elsewhere (the casket-handling fee the Rule forbids).
    rule: '453.4(b)(1)',
    text:
      'You may buy a casket or an outer burial container from us or from another seller. We do not charge a fee ' +
      'for using a casket or container bought elsewhere.',
  },
];
