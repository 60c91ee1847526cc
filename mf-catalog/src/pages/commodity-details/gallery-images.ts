/** The chosen colour's shot first, so the picture shows what the renter picked; the rest after it. */
export function imagesFor(images: readonly string[], chosen: string | undefined): string[] {
  return chosen ? [chosen, ...images.filter((image) => image !== chosen)] : [...images];
}
