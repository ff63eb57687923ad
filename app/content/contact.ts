/** Copy and map settings for /contact. The address itself comes from site.ts. */
export const contactPage = {
  title: "Contact Us",
  intro: "Tell us about your project, ask a question or just say hello. We reply to every message within one working day.",
  faqTitle: "Frequently asked questions",
};

/**
 * The office on OpenStreetMap. The embed is requested only after the visitor asks for the map, so no page
 * loads anything from another host by default.
 */
export const officeMap = {
  latitude: 18.5642,
  longitude: 73.7769,
  /** Half the width and height of the visible area, in degrees. */
  span: 0.01,
};

export function officeMapEmbedUrl(): string {
  const { latitude, longitude, span } = officeMap;
  const bbox = [longitude - span, latitude - span / 2, longitude + span, latitude + span / 2].map((value) => value.toFixed(4)).join(",");
  const params = new URLSearchParams({ bbox, layer: "mapnik", marker: `${latitude},${longitude}` });
  return `https://www.openstreetmap.org/export/embed.html?${params}`;
}

export function officeMapLinkUrl(): string {
  const { latitude, longitude } = officeMap;
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`;
}
