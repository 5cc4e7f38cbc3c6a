/**
 * Enquiries as the seller's buyers write them: ordinary Indian names, towns and industrial areas,
 * phones in the forms people type, messages of a line or two. The browser tests put them in the
 * lead desk to check that it reads well with real words (none may break inside itself).
 */
export interface DemoLead {
  name: string;
  phone: string;
  address: string;
  message: string;
}

export const DEMO_LEADS: readonly DemoLead[] = [
  { name: 'Sunita Devi', phone: '+91 98765 43210', address: 'Plot 14, Industrial Area, Adityapur, Jamshedpur 831013', message: 'Machine for paper cups, 6 to 12 oz. Please send the price with GST.' },
  { name: 'Rajendra Prasad Mahato', phone: '09431123456', address: 'Bistupur Main Road, Jamshedpur, Jharkhand', message: 'Need a paper plate machine for a small unit. What is the delivery time?' },
  { name: 'Mohammed Irfan Ansari', phone: '7004012345', address: 'Kadma Industrial Estate, Jamshedpur', message: 'Interested in the tissue paper machine. Is installation included?' },
  { name: 'Priyanka Chatterjee', phone: '98310-22334', address: 'Salt Lake Sector V, Kolkata, West Bengal 700091', message: 'Looking for a fully automatic paper bag machine with printing.' },
  { name: 'Venkatesh Subramanian', phone: '+919840098400', address: 'Ambattur Industrial Estate, Chennai, Tamil Nadu', message: 'Aluminium foil rewinding machine: speed and power consumption?' },
  { name: 'Gurpreet Kaur Sandhu', phone: '9815098150', address: 'Focal Point Phase 8, Ludhiana, Punjab', message: 'Toilet roll machine with perforation. Can you share a video?' },
];
