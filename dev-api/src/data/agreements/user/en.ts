import { section, type AgreementDocument } from '../document';

export const EN: AgreementDocument = {
  title: 'User Agreement',
  sections: [
    section(
      '1. Parties and definitions',
      'This agreement is between you and Hangzhou Qitong Digital Technology Co., Ltd., the operator of the Youpin Rent platform ("we" or "us"), and governs your use of the platform. By logging in through your payment wallet or with your mobile number, you confirm that you have read, understood and accepted it. Please pay particular attention to the terms that say "must" or "must not".',
      'In this agreement: the "platform" means the Youpin Rent web pages and mini-program pages inside the payment wallet; a "user" is a person who registers and uses the platform; the "services" are browsing products, deposit-free rentals on credit, protection services, bill payment and customer service; the "platform rules" are the rules, explanations and notices we publish on the platform, which form part of this agreement.',
    ),
    section(
      '2. Your account',
      'You must be at least 18 years old and have full legal capacity. You can log in by authorizing your payment wallet or with your mobile number and an SMS code; your account is created at your first login. Each person may hold one account, for their own use only: do not lend, transfer or sell it.',
      'Keep your phone and SMS codes safe. Anything done through your account is treated as done by you, unless you show that the account was misused because of our fault. If you notice misuse, contact customer service at once to freeze the account.',
      'You can change your linked mobile number under "Me"; the new number must be verified.',
    ),
    section(
      '3. Real-name verification and credit services',
      "Before renting you must complete real-name verification (uploading your ID card and checking the details) and a face check, and the information you give must be true, accurate and current. Once verified, your identity cannot be changed to someone else's.",
      "With your separate consent, we use your payment wallet's credit service to assess whether, and how much of, the deposit can be waived. The credit service decides by its own rules; we do not guarantee a waiver to every user.",
    ),
    section(
      '4. Services and ordering rules',
      'Rent, buyout prices, terms and offers are those shown on the page when you order. A rental begins once you submit an order and sign the Rental Agreement, which then governs the rental; any protection service you choose is governed by the Service Agreement.',
      'Coupons must be used within their validity and conditions, cannot be exchanged for cash and are returned under the rules if an order is cancelled. If a system fault displays an obviously wrong price, we may cancel the affected orders and refund them in full.',
    ),
    section(
      '5. Rules of conduct',
      "You must not: register, verify or order with someone else's identity or false information; rent devices to resell, pawn or turn into cash; place orders in bulk or in bad faith to hold stock; scrape the platform or disrupt its operation; post unlawful, infringing or harassing content; or try to get around the platform's risk controls in any way.",
      'If you break these rules we may, depending on the case, warn you, limit ordering, cancel orders, or suspend or close your account, and pursue our rights under the law.',
    ),
    section(
      '6. Intellectual property',
      'Text, images, interface design, trademarks and software on the platform belong to us or their respective owners. Do not copy, modify, distribute or use them commercially without our written permission.',
    ),
    section(
      '7. Personal data',
      'We take the protection of your personal information seriously. What we collect, why, how long we keep it and your rights are explained in the Privacy Policy.',
    ),
    section(
      '8. Liability',
      'We do our best to keep the platform running. If it is temporarily unavailable because of maintenance, network failures, an outage of a third-party service such as the payment wallet, or force majeure, we will tell you promptly and restore it as soon as possible, and are not liable to the extent the law allows.',
      'Nothing in this agreement limits liability we cannot limit by law, or your statutory rights as a consumer.',
    ),
    section(
      '9. Suspension and closing your account',
      'You may ask to close your account at any time. If you have an open order, an unpaid amount or a device not yet returned, the account can be closed once these are settled. After closure we delete or anonymize your information as described in the Privacy Policy, except what the law requires us to keep.',
      'If you seriously breach this agreement or the platform rules, we may suspend or stop our services to you and tell you why by in-app message or text message; you can appeal through customer service.',
    ),
    section(
      '10. Changes to this agreement',
      'We may revise this agreement when the law or our business changes. We announce significant changes on the platform or by in-app message at least 7 days before they take effect; if you keep using the services after that, you accept the revised agreement. If you do not agree, you may stop using the platform and close your account.',
    ),
    section(
      '11. Disputes and contact',
      "This agreement is governed by the laws of the People's Republic of China (mainland). The parties will first try to settle any dispute amicably; failing that, either party may bring proceedings before the competent people's court where we are domiciled.",
      'For any question, call our hotline {customerPhone} (daily 9:00–21:00), leave a message under "Feedback" in the app or write to service@youpin-rent.example. Operator: Hangzhou Qitong Digital Technology Co., Ltd., 5th floor, Building 3, 88 Yunqi Road, Xihu District, Hangzhou, Zhejiang.',
    ),
  ],
};
