import { section, type AgreementDocument } from '../document';

export const EN: AgreementDocument = {
  title: 'Privacy Policy',
  sections: [
    section(
      '1. Who we are',
      'The Youpin Rent platform is operated by Hangzhou Qitong Digital Technology Co., Ltd. ("we" or "us"). This policy explains how we collect, use, keep, share and protect your personal information when you use Youpin Rent, including its pages inside the payment wallet mini-program, and what rights you have.',
      '"Personal information" means any information, recorded electronically or otherwise, about an identified or identifiable person. "Sensitive personal information" includes ID numbers, ID card photos, facial data, financial account and credit data; we ask for your separate consent before processing it.',
    ),
    section(
      '2. What we collect',
      'Account data: the user identifier, nickname and avatar your payment wallet provides when you authorize the login, your mobile number and SMS verification records.',
      'Identity data: your name, ID number, photos of both sides of your ID card, the card\'s validity dates and the result of the face check. The face comparison is done by the payment wallet\'s verification service; we receive only "passed" or "failed" and never store images of your face.',
      "Credit data: with your separate consent, the assessment result and deposit waiver returned by your payment wallet's credit service. We do not obtain your full credit report.",
      'Order data: recipient, delivery address, phone number, emergency contacts (relationship, name, mobile number), orders, bills, payment and delivery records, and your conversations with customer service.',
      'Device and log data: device model, operating system, network type, IP address and access logs, used to keep accounts and transactions secure and to investigate faults.',
    ),
    section(
      '3. Why we use it',
      'To make and perform your rental contract: to verify your identity, decide whether the deposit is waived, arrange delivery and return, collect rent and provide after-sales service.',
      'To control risk and comply with the law: to detect identity theft, fraud and abusive orders, and to meet our e-commerce, anti-money-laundering and tax obligations.',
      'To contact you: verification codes, and questions about your orders and bills. Only when we cannot reach you do we contact the emergency contacts you gave us, to confirm how to reach you.',
      'We do not use your information for anything else, including targeted marketing, without your consent.',
    ),
    section(
      '4. Real-name verification and credit checks',
      'Rented devices are valuable and the contract must be signed by you in person, so real-name verification and a face check are required before ordering. Your ID card photos are read to fill in and check your details; you can correct what was read.',
      'A credit assessment is made each time you order, only after you consent to it, and its result is used only to set the deposit waiver and pre-authorization for that order. If you refuse, you can still order by paying the full deposit.',
    ),
    section(
      '5. Sharing, processors and disclosure',
      'We share information only as far as needed with: your payment wallet (login, payments, pre-authorization, face check, credit assessment); an e-signature provider (signing and storing rental contracts); carriers (delivery and collection, delivery details only); repair and protection partners (only when you use a protection service or ask for a repair). Our contracts require them to protect your information as this policy and the law require.',
      'We never sell your personal information and do not make it public, except where the law requires or a judicial or administrative authority lawfully demands it.',
    ),
    section(
      '6. How long we keep it',
      'Account data is kept while your account exists. ID data, face check results, orders, contracts and payment records are kept for 3 years after the order ends, as the law requires for e-commerce transaction records and to handle any dispute.',
      'Emergency contacts are kept until you delete or change them, and no longer than 1 year after your last order ends. Access logs are kept for 6 months. After these periods your information is deleted or anonymized.',
    ),
    section(
      '7. How we protect it',
      'Sensitive information is encrypted in transit (HTTPS) and at rest; ID and mobile numbers are masked in pages and logs; staff access follows the least-privilege principle.',
      'If a personal data breach occurs, we will tell you promptly, as the law requires, what happened, its possible effects and what we are doing, and report it to the authorities.',
    ),
    section(
      '8. Your rights',
      'You may access, copy and correct your personal information; ask us to delete information that is no longer needed or was processed unlawfully; withdraw a consent you gave (this does not affect earlier processing, but you may no longer be able to order); ask us to explain our processing rules; and, where the conditions are met, ask us to transfer your information to another organization.',
      'You can view and change your details under "Me", or ask customer service to close your account. Accounts with open orders or unpaid amounts can be closed once the orders end. We reply within 15 working days of your request.',
    ),
    section(
      '9. Minors',
      "Rentals are only for users aged 18 or over. We do not knowingly collect minors' information and delete any collected by mistake as soon as we learn of it.",
    ),
    section(
      '10. Changes to this policy',
      'Before a significant change takes effect we tell you by a notice on the page or an in-app message and, where needed, ask for your consent again.',
    ),
    section(
      '11. Contact us',
      'For any question, complaint or request about this policy or your information, write to our personal information protection officer at privacy@youpin-rent.example or call our hotline {customerPhone}. Postal address: Hangzhou Qitong Digital Technology Co., Ltd., 5th floor, Building 3, 88 Yunqi Road, Xihu District, Hangzhou, Zhejiang.',
      "If you are not satisfied with our answer, you may complain to the personal information protection authority or bring proceedings before the competent people's court.",
    ),
  ],
};
