// Apart from the mutations: the list page's first download needs only the keys.
export const deliveryKeys = {
  all: ['service-deliveries'] as const,
  ofEstablishment: (establishmentId: number) =>
    [...deliveryKeys.all, 'establishment', establishmentId] as const,
  options: ['service-delivery-options'] as const,
};
