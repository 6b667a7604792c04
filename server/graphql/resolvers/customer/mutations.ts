import { userError } from '../../errors';
import type { GraphQLContext } from '../../context';
import { findCustomerById } from '../../../services/customers/accounts';
import { givesShippingLocation, mergeAddress, updateProfile, type ProfileUpdate } from '../../../services/customers/profile';
import { revokeCustomerAuthSessions } from '../../../services/auth/tokens';
import { userIdFromInput } from '../auth/auth';
import { customerModel } from './models';

const NOT_ALLOWED = 'You do not have the appropriate capabilities to perform this action';

/** The profile fields the service updates, plus the mutation's own id arguments. */
interface UpdateCustomerInput extends ProfileUpdate {
  clientMutationId?: string | null;
  id?: string | null;
}

interface UpdateUserInput {
  clientMutationId?: string | null;
  id: string;
  firstName?: string | null;
  lastName?: string | null;
  displayName?: string | null;
  email?: string | null;
  password?: string | null;
}

export const customerMutationResolvers = {
  RootMutation: {
    /**
     * Guests change only their session's addresses (shipping rates follow them); signed-in customers
     * change their account. A shipping location marks the customer's shipping as calculated.
     */
    async updateCustomer(_: unknown, { input }: { input: UpdateCustomerInput }, ctx: GraphQLContext) {
      if (input.id && (!ctx.viewer || userIdFromInput(input.id) !== ctx.viewer.customerId)) throw userError(NOT_ALLOWED, 'FORBIDDEN');
      const locationGiven = givesShippingLocation(input.billing) || givesShippingLocation(input.shipping);
      if (!ctx.viewer) {
        // Merged into the session's addresses as saved now (under its lock), not as this request first read them.
        await ctx.session.touch((current) => {
          const billing = mergeAddress(current.billing, {
            ...input.billing,
            ...(input.email !== undefined ? { email: input.email } : {}),
            ...(input.firstName !== undefined ? { firstName: input.firstName } : {}),
            ...(input.lastName !== undefined ? { lastName: input.lastName } : {}),
          });
          const shipping = input.shippingSameAsBilling ? { ...billing } : mergeAddress(current.shipping, input.shipping);
          return { ...current, billing, shipping, calculatedShipping: current.calculatedShipping || locationGiven };
        });
        return { clientMutationId: input.clientMutationId, customer: customerModel(null), authToken: null, refreshToken: null };
      }
      const row = await updateProfile(ctx.db, ctx.viewer.customerId, input);
      if (input.password) await revokeCustomerAuthSessions(ctx.db, row.id, ctx.viewer.authSessionId);
      if (locationGiven) await ctx.session.touch((current) => ({ ...current, calculatedShipping: true }));
      return { clientMutationId: input.clientMutationId, customer: customerModel(row), authToken: null, refreshToken: null };
    },

    /** WPGraphQL updateUser, limited to the signed-in user's own account. */
    async updateUser(_: unknown, { input }: { input: UpdateUserInput }, ctx: GraphQLContext) {
      if (!ctx.viewer || userIdFromInput(input.id) !== ctx.viewer.customerId) {
        throw userError('Sorry, you are not allowed to edit this user.', 'FORBIDDEN');
      }
      const current = await findCustomerById(ctx.db, ctx.viewer.customerId);
      if (!current) throw userError('Sorry, you are not allowed to edit this user.', 'FORBIDDEN');
      // A fresh bearer token proves the session; WPGraphQL asks for no current password here.
      const row = await updateProfile(ctx.db, current.id, { ...input, currentPassword: undefined }, { requireCurrentPassword: false });
      if (input.password) await revokeCustomerAuthSessions(ctx.db, row.id, ctx.viewer.authSessionId);
      return { clientMutationId: input.clientMutationId, user: { row } };
    },
  },
};
