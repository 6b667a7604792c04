import { subdivisionsOf, supportedCountryCodes } from '../../../services/geo/countries';
import type { GraphQLContext } from '../../context';

export const geoResolvers = {
  RootQuery: {
    countries: () => supportedCountryCodes(),
    allowedCountries: (_: unknown, _args: unknown, ctx: GraphQLContext) => ctx.config.allowedCountries,
    // WooCommerce lists states only for the countries it sells to (get_shipping_country_states).
    countryStates: (_: unknown, args: { country: string }, ctx: GraphQLContext) =>
      ctx.config.allowedCountries.includes(args.country) ? subdivisionsOf(args.country) : [],
  },
};
