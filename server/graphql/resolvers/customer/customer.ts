import type { StoredAddress } from '../../../db/schema/customers';
import { toGlobalId, fromGlobalId } from '../../global-id';
import { userError } from '../../errors';
import { findCustomerById } from '../../../services/customers/accounts';
import { avatarUrl } from '../../../services/customers/avatar';
import type { GraphQLContext } from '../../context';
import { addressFields, customerModel, shopperAddresses, type CustomerModel, type UserModel } from './models';

function authData(ctx: GraphQLContext, model: { tokens?: UserModel['tokens'] }) {
  return {
    authToken: model.tokens?.authToken ?? null,
    authTokenExpiration: model.tokens?.authTokenExpiration ?? null,
    refreshToken: model.tokens?.refreshToken ?? null,
    refreshTokenExpiration: model.tokens?.refreshTokenExpiration ?? null,
    isUserSecretRevoked: false,
    userSecret: null,
    wooSessionToken: () => ctx.session.token(),
  };
}

/** Only the shopper's own session token may be handed out. */
function isCurrentShopper(ctx: GraphQLContext, row: { id: number } | null): boolean {
  return row === null ? ctx.viewer === null : ctx.viewer?.customerId === row.id;
}

export const customerResolvers = {
  RootQuery: {
    async viewer(_: unknown, __: unknown, ctx: GraphQLContext): Promise<UserModel | null> {
      if (!ctx.viewer) return null;
      const row = await findCustomerById(ctx.db, ctx.viewer.customerId);
      return row ? { row } : null;
    },
    async customer(_: unknown, args: { customerId?: number | null; id?: string | null }, ctx: GraphQLContext): Promise<CustomerModel> {
      const requestedId = args.customerId ?? (args.id ? Number(fromGlobalId(args.id)?.id ?? Number.NaN) : null);
      if (requestedId !== null && requestedId !== ctx.viewer?.customerId) {
        throw userError('Not authorized to access this customer', 'FORBIDDEN');
      }
      if (!ctx.viewer) return customerModel(null);
      return customerModel(await findCustomerById(ctx.db, ctx.viewer.customerId));
    },
  },
  Customer: {
    id: ({ row }: CustomerModel) => (row ? toGlobalId('user', row.id) : 'guest'),
    databaseId: ({ row }: CustomerModel) => row?.id ?? null,
    username: ({ row }: CustomerModel) => row?.username ?? null,
    async email({ row }: CustomerModel, _: unknown, ctx: GraphQLContext) {
      return row ? row.email : ((await shopperAddresses(ctx, null)).billing.email ?? null);
    },
    async firstName({ row }: CustomerModel, _: unknown, ctx: GraphQLContext) {
      return row ? row.firstName || null : ((await shopperAddresses(ctx, null)).billing.firstName ?? null);
    },
    async lastName({ row }: CustomerModel, _: unknown, ctx: GraphQLContext) {
      return row ? row.lastName || null : ((await shopperAddresses(ctx, null)).billing.lastName ?? null);
    },
    displayName: ({ row }: CustomerModel) => row?.displayName ?? null,
    role: ({ row }: CustomerModel) => (row ? 'customer' : null),
    date: ({ row }: CustomerModel) => row?.createdAt.toISOString() ?? null,
    modified: ({ row }: CustomerModel) => row?.updatedAt.toISOString() ?? null,
    async billing({ row }: CustomerModel, _: unknown, ctx: GraphQLContext) {
      return addressFields(withDefaultLocation((await shopperAddresses(ctx, row)).billing, ctx));
    },
    async shipping({ row }: CustomerModel, _: unknown, ctx: GraphQLContext) {
      return addressFields(withDefaultLocation((await shopperAddresses(ctx, row)).shipping, ctx));
    },
    isPayingCustomer: ({ row }: CustomerModel) => row?.isPayingCustomer ?? false,
    isVatExempt: () => false,
    async hasCalculatedShipping({ row }: CustomerModel, _: unknown, ctx: GraphQLContext) {
      return isCurrentShopper(ctx, row) ? Boolean((await ctx.session.data()).calculatedShipping) : false;
    },
    async calculatedShipping({ row }: CustomerModel, _: unknown, ctx: GraphQLContext) {
      return isCurrentShopper(ctx, row) ? Boolean((await ctx.session.data()).calculatedShipping) : false;
    },
    metaData: () => [],
    session: () => null,
    async sessionToken({ row }: CustomerModel, _: unknown, ctx: GraphQLContext) {
      return isCurrentShopper(ctx, row) ? ctx.session.token() : null;
    },
    auth: (model: CustomerModel, _: unknown, ctx: GraphQLContext) => (model.row ? authData(ctx, model) : null),
  },
  User: {
    id: ({ row }: UserModel) => toGlobalId('user', row.id),
    databaseId: ({ row }: UserModel) => row.id,
    userId: ({ row }: UserModel) => row.id,
    username: ({ row }: UserModel) => row.username,
    name: ({ row }: UserModel) => row.displayName || row.username,
    firstName: ({ row }: UserModel) => row.firstName || null,
    lastName: ({ row }: UserModel) => row.lastName || null,
    nicename: ({ row }: UserModel) => nicename(row.username),
    nickname: ({ row }: UserModel) => row.username,
    email: ({ row }: UserModel) => row.email,
    description: () => '',
    slug: ({ row }: UserModel) => nicename(row.username),
    uri: ({ row }: UserModel) => `/author/${nicename(row.username)}/`,
    url: () => null,
    locale: () => 'en_US',
    registeredDate: ({ row }: UserModel) => row.createdAt.toISOString(),
    capabilities: () => ['read', 'customer'],
    isRestricted: () => false,
    avatar: ({ row }: UserModel, args: { size?: number | null }) => {
      const size = Math.min(Math.max(args.size ?? 96, 16), 512);
      return {
        url: avatarUrl(row.displayName || row.username, row.email, size),
        size,
        width: size,
        height: size,
        foundAvatar: true,
        default: 'initials',
        forceDefault: false,
        isRestricted: false,
        rating: 'g',
        scheme: null,
        extraAttr: null,
      };
    },
    async wooSessionToken({ row }: UserModel, _: unknown, ctx: GraphQLContext) {
      return isCurrentShopper(ctx, row) ? ctx.session.token() : null;
    },
    auth: (model: UserModel, _: unknown, ctx: GraphQLContext) => (isCurrentShopper(ctx, model.row) ? authData(ctx, model) : null),
    stripeCustomerId: () => null,
    savedPaymentMethods: () => [],
  },
};

/** WordPress user_nicename: the username made URL-safe. */
function nicename(username: string): string {
  return username.toLowerCase().replace(/[^a-z0-9_-]+/g, '-').replace(/^-|-$/g, '') || 'customer';
}

/**
 * wc_get_customer_default_location(): an address without a country is in the shop's base country, the
 * country shipping and tax are estimated for, so the checkout's country field shows what is in use.
 */
function withDefaultLocation(address: StoredAddress, ctx: GraphQLContext): StoredAddress {
  return address.country ? address : { ...address, country: ctx.config.storeCountry };
}
