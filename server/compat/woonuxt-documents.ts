/**
 * GraphQL documents written the way WooGraphQL storefronts write them (modelled on WooNuxt 4.4's
 * `app/queries/**` and fragments): full product fragments per product type, the cart with its
 * contents, variations, coupons and shipping rates, checkout, PASSWORD login, orders, downloads and
 * settings. They are plain strings: a foreign storefront sends exactly this text.
 */

export const IMAGE_FRAGMENT = /* GraphQL */ `
  fragment Image on MediaItem {
    sourceUrl
    cartSourceUrl: sourceUrl(size: THUMBNAIL)
    productCardSourceUrl: sourceUrl(size: WOOCOMMERCE_THUMBNAIL)
    altText
    title
    databaseId
  }
`;

export const TERMS_FRAGMENT = /* GraphQL */ `
  fragment Terms on Product {
    terms(first: 100) { nodes { taxonomyName slug name } }
    productCategories { nodes { databaseId slug name count } }
  }
`;

export const VARIATION_FRAGMENT = /* GraphQL */ `
  fragment ProductVariation on ProductVariation {
    name
    databaseId
    price
    regularPrice
    salePrice
    rawSalePrice: salePrice(format: RAW)
    slug
    stockQuantity
    stockStatus
    hasAttributes
    image { ...Image }
    attributes { nodes { name attributeId value label } }
  }
`;

export const SIMPLE_PRODUCT_FRAGMENT = /* GraphQL */ `
  fragment SimpleProduct on SimpleProduct {
    name
    slug
    price
    rawPrice: price(format: RAW)
    date
    regularPrice
    rawRegularPrice: regularPrice(format: RAW)
    salePrice
    rawSalePrice: salePrice(format: RAW)
    stockStatus
    stockQuantity
    lowStockAmount
    averageRating
    weight
    length
    width
    height
    reviewCount
    onSale
    virtual
    downloadable
    image { ...Image }
    galleryImages(first: 20) { nodes { ...Image } }
  }
`;

export const VARIABLE_PRODUCT_FRAGMENT = /* GraphQL */ `
  fragment VariableProduct on VariableProduct {
    name
    slug
    price
    rawPrice: price(format: RAW)
    date
    weight
    length
    width
    height
    averageRating
    reviewCount
    onSale
    regularPrice
    rawRegularPrice: regularPrice(format: RAW)
    salePrice
    rawSalePrice: salePrice(format: RAW)
    stockStatus
    totalSales
    stockQuantity
    lowStockAmount
    image { ...Image }
    galleryImages(first: 20) { nodes { ...Image } }
    attributes {
      nodes {
        name
        label
        options
        variation
        scope
        ... on GlobalProductAttribute {
          terms(where: { orderby: TERM_ORDER, order: ASC }) { nodes { name slug taxonomyName databaseId } }
        }
      }
    }
    defaultAttributes { nodes { name attributeId value label } }
    variations(first: 100) { nodes { ...ProductVariation } }
  }
`;

export const EXTERNAL_PRODUCT_FRAGMENT = /* GraphQL */ `
  fragment ExternalProduct on ExternalProduct {
    name
    slug
    price
    rawPrice: price(format: RAW)
    regularPrice
    salePrice
    onSale
    externalUrl
    buttonText
    image { ...Image }
  }
`;

/** WooGraphQL's GroupProduct.products connection: the group's children, each bought on its own. */
export const GROUP_PRODUCT_FRAGMENT = /* GraphQL */ `
  fragment GroupProduct on GroupProduct {
    name
    slug
    price
    rawPrice: price(format: RAW)
    image { ...Image }
    products(first: 100) {
      nodes {
        databaseId
        name
        slug
        type
        ... on SimpleProduct { price rawPrice: price(format: RAW) stockStatus }
      }
    }
  }
`;

const PRODUCT_FRAGMENTS = [IMAGE_FRAGMENT, VARIATION_FRAGMENT, SIMPLE_PRODUCT_FRAGMENT, VARIABLE_PRODUCT_FRAGMENT, EXTERNAL_PRODUCT_FRAGMENT].join('');

/** WooNuxt 4.4 getProducts: every published, catalogue-visible product in one call (first: 9999). */
export const GET_PRODUCTS = /* GraphQL */ `
  query getProducts($after: String, $slug: [String], $first: Int = 9999, $orderby: ProductsOrderByEnum = DATE) {
    products(
      first: $first
      after: $after
      where: { categoryIn: $slug, visibility: VISIBLE, minPrice: 0, orderby: { field: $orderby, order: DESC }, status: "publish" }
    ) {
      pageInfo { hasNextPage endCursor }
      nodes {
        name
        slug
        type
        databaseId
        id
        averageRating
        reviewCount
        ...Terms
        ...SimpleProduct
        ...VariableProduct
        ...ExternalProduct
      }
    }
  }
  ${PRODUCT_FRAGMENTS}
  ${TERMS_FRAGMENT}
`;

/** WooNuxt getProduct: the product page, by slug. */
export const GET_PRODUCT = /* GraphQL */ `
  query getProduct($slug: ID!) {
    product(id: $slug, idType: SLUG) {
      name
      type
      databaseId
      id
      metaData { id key value }
      slug
      sku
      description
      shortDescription
      rawDescription: description(format: RAW)
      totalSales
      catalogVisibility
      ...Terms
      ...SimpleProduct
      ...VariableProduct
      ...ExternalProduct
      reviews(first: 5) { averageRating edges { rating node { content id date author { node { name } } } } }
      related(first: 5) { nodes { ...SimpleProduct ...VariableProduct } }
    }
  }
  ${PRODUCT_FRAGMENTS}
  ${TERMS_FRAGMENT}
`;

/**
 * The grouped product page: kept apart because it needs WooGraphQL's GroupProduct.products connection,
 * which schema.graphql gains with the grouped-products work. Not run yet: the grouped case of
 * woographql-storefront.test.ts checks only the group's price range until that field exists.
 */
export const GET_GROUP_PRODUCT = /* GraphQL */ `
  query getGroupProduct($slug: ID!) {
    product(id: $slug, idType: SLUG) { databaseId type ...GroupProduct }
  }
  ${IMAGE_FRAGMENT}
  ${GROUP_PRODUCT_FRAGMENT}
`;

export const CART_FRAGMENT = /* GraphQL */ `
  fragment Cart on Cart {
    total
    rawTotal: total(format: RAW)
    subtotal
    totalTax
    discountTotal
    rawDiscountTotal: discountTotal(format: RAW)
    shippingTotal
    chosenShippingMethods
    availableShippingMethods { packageDetails rates { cost id instanceId methodId label } }
    appliedCoupons { description discountTax discountAmount code }
    isEmpty
    needsShippingAddress
    contents(first: 100) {
      itemCount
      productCount
      nodes {
        quantity
        key
        subtotal
        total
        product {
          node {
            name
            slug
            sku
            databaseId
            type
            image { ...Image }
            ... on SimpleProduct { price rawPrice: price(format: RAW) regularPrice salePrice stockStatus stockQuantity }
            ... on VariableProduct { price rawPrice: price(format: RAW) variations(first: 100) { nodes { ...ProductVariation } } }
          }
        }
        variation { attributes { id attributeId name value label } node { ...ProductVariation } }
      }
    }
  }
`;

const CUSTOMER_ADDRESS = 'firstName lastName company address1 address2 city state country postcode email phone';

export const CUSTOMER_FRAGMENT = /* GraphQL */ `
  fragment Customer on Customer {
    id
    databaseId
    email
    firstName
    lastName
    username
    sessionToken
    billing { ${CUSTOMER_ADDRESS} }
    shipping { ${CUSTOMER_ADDRESS} }
  }
`;

/** WooNuxt getCart: the cart, the customer, the viewer and the payment gateways in one call. */
export const GET_CART = /* GraphQL */ `
  query getCart {
    cart(recalculateTotals: true) { ...Cart }
    customer { ...Customer }
    viewer { lastName email databaseId id firstName username nicename wooSessionToken }
    paymentGateways { nodes { title id description } }
    loginClients { name provider isEnabled }
  }
  ${CART_FRAGMENT}
  ${CUSTOMER_FRAGMENT}
  ${IMAGE_FRAGMENT}
  ${VARIATION_FRAGMENT}
`;

const CART_FRAGMENTS = `${CART_FRAGMENT}${IMAGE_FRAGMENT}${VARIATION_FRAGMENT}`;

export const ADD_TO_CART = /* GraphQL */ `
  mutation addToCart($input: AddToCartInput!) {
    addToCart(input: $input) { cart { ...Cart } cartItem { key quantity } }
  }
  ${CART_FRAGMENTS}
`;

export const UPDATE_ITEM_QUANTITIES = /* GraphQL */ `
  mutation UpDateCartQuantity($key: ID!, $quantity: Int!) {
    updateItemQuantities(input: { items: { key: $key, quantity: $quantity } }) { cart { ...Cart } }
  }
  ${CART_FRAGMENTS}
`;

export const APPLY_COUPON = /* GraphQL */ `
  mutation applyCoupon($code: String!) {
    applyCoupon(input: { code: $code }) { applied { code discountAmount } cart { ...Cart } }
  }
  ${CART_FRAGMENTS}
`;

export const REMOVE_COUPONS = /* GraphQL */ `
  mutation removeCoupons($codes: [String]!) {
    removeCoupons(input: { codes: $codes }) { cart { ...Cart } }
  }
  ${CART_FRAGMENTS}
`;

export const CHANGE_SHIPPING_METHOD = /* GraphQL */ `
  mutation ChangeShippingMethod($shippingMethods: [String]!) {
    updateShippingMethod(input: { shippingMethods: $shippingMethods }) { cart { ...Cart } }
  }
  ${CART_FRAGMENTS}
`;

export const CHANGE_SHIPPING_COUNTY = /* GraphQL */ `
  mutation changeShippingCounty($id: ID, $billing: CustomerAddressInput, $shipping: CustomerAddressInput) {
    updateCustomer(input: { id: $id, billing: $billing, shipping: $shipping }) { customer { ...Customer } }
  }
  ${CUSTOMER_FRAGMENT}
`;

export const EMPTY_CART = /* GraphQL */ `
  mutation EmptyCart {
    emptyCart(input: { clearPersistentCart: true }) { cart { isEmpty } }
  }
`;

export const CHECKOUT = /* GraphQL */ `
  mutation Checkout(
    $billing: CustomerAddressInput = {}
    $shipping: CustomerAddressInput = {}
    $metaData: [MetaDataInput] = { key: "", value: "" }
    $paymentMethod: String = "cod"
    $customerNote: String = ""
    $shipToDifferentAddress: Boolean = false
    $account: CreateAccountInput = { username: "", password: "" }
    $transactionId: String = ""
    $isPaid: Boolean = false
  ) {
    checkout(
      input: {
        paymentMethod: $paymentMethod
        billing: $billing
        metaData: $metaData
        shipping: $shipping
        customerNote: $customerNote
        shipToDifferentAddress: $shipToDifferentAddress
        account: $account
        transactionId: $transactionId
        isPaid: $isPaid
      }
    ) {
      result
      redirect
      order { needsPayment needsProcessing status databaseId orderKey subtotal total shippingTotal
        lineItems { nodes { quantity total product { node { name databaseId } } } } }
    }
  }
`;

export const LOGIN = /* GraphQL */ `
  mutation Login($username: String!, $password: String!) {
    login(input: { provider: PASSWORD, credentials: { username: $username, password: $password } }) {
      authToken
      authTokenExpiration
      refreshToken
      sessionToken
      user { id databaseId email firstName lastName username }
      customer { ...Customer }
    }
  }
  ${CUSTOMER_FRAGMENT}
`;

export const REGISTER_CUSTOMER = /* GraphQL */ `
  mutation registerCustomer($input: RegisterCustomerInput!) {
    registerCustomer(input: $input) { customer { databaseId email username } viewer { id username } }
  }
`;

export const LOGOUT = /* GraphQL */ `
  mutation Logout { logout(input: {}) { status: success } }
`;

export const GET_ORDERS = /* GraphQL */ `
  query getOrders($search: String) {
    customer {
      orders(first: 100, where: { search: $search }) {
        nodes { databaseId orderNumber date status total subtotal orderKey
          lineItems { nodes { quantity total product { node { name slug } } } } }
      }
    }
  }
`;

export const GET_ORDER = /* GraphQL */ `
  query getOrder($id: ID!) {
    order(id: $id, idType: DATABASE_ID) {
      databaseId orderKey orderNumber status date subtotal total totalTax shippingTotal discountTotal paymentMethodTitle
      needsPayment needsProcessing
      billing { ${CUSTOMER_ADDRESS} }
      lineItems { nodes { quantity total variation { node { name databaseId } } product { node { name databaseId slug } } } }
      downloadableItems { nodes { name url downloadId accessExpires downloadsRemaining product { databaseId } } }
    }
  }
`;

export const GET_DOWNLOADS = /* GraphQL */ `
  query getDownloads {
    customer {
      downloadableItems(first: 100) {
        nodes { url accessExpires downloadId downloadsRemaining name product { databaseId name slug } }
      }
    }
  }
`;

/** What woonuxt-settings' Nuxt module asks at build time. */
export const GET_WOONUXT_SETTINGS = /* GraphQL */ `
  query getWooNuxtSettings {
    woonuxtSettings {
      primary_color logo maxPrice productsPerPage frontEndUrl domain publicIntrospectionEnabled
      currencyCode currencySymbol wooCommerceSettingsVersion
      global_attributes { label slug showCount hideEmpty openByDefault }
      stripeSettings { enabled testmode test_publishable_key publishable_key }
      wooNuxtSEO { provider url handle }
    }
    generalSettings { title description url language timezone }
    allSettings { generalSettingsUrl generalSettingsTitle }
  }
`;
