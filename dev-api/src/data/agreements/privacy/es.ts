import { section, type AgreementDocument } from '../document';

export const ES: AgreementDocument = {
  title: 'Política de privacidad',
  sections: [
    section(
      '1. Quiénes somos',
      'La plataforma Youpin Rent la opera Hangzhou Qitong Digital Technology Co., Ltd. («nosotros»). Esta política explica cómo recogemos, usamos, conservamos, compartimos y protegemos tu información personal cuando usas Youpin Rent, incluidas sus páginas dentro del miniprograma del monedero de pago, y qué derechos tienes.',
      'La «información personal» es cualquier información, registrada por medios electrónicos o de otro tipo, sobre una persona identificada o identificable. La «información personal sensible» incluye números y fotos de documentos de identidad, datos faciales y datos financieros y de crédito; pedimos tu consentimiento expreso antes de tratarla.',
    ),
    section(
      '2. Qué recogemos',
      'Datos de cuenta: el identificador de usuario, el apodo y el avatar que facilita tu monedero de pago al autorizar el acceso, tu número de móvil y los registros de verificación por SMS.',
      'Datos de identidad: tu nombre, número de documento, fotos de ambas caras del documento, su vigencia y el resultado del control facial. La comparación facial la hace el servicio de verificación del monedero de pago; solo recibimos «superado» o «no superado» y nunca guardamos imágenes de tu cara.',
      'Datos de crédito: con tu consentimiento expreso, el resultado de la evaluación y la exención de depósito que devuelve el servicio de crédito de tu monedero. No obtenemos tu informe de crédito completo.',
      'Datos de pedidos: destinatario, dirección de entrega, teléfono, contactos de emergencia (relación, nombre y móvil), pedidos, facturas, registros de pago y de envío, y tus conversaciones con atención al cliente.',
      'Datos del dispositivo y registros: modelo, sistema operativo, tipo de red, dirección IP y registros de acceso, para proteger las cuentas y las transacciones e investigar fallos.',
    ),
    section(
      '3. Para qué los usamos',
      'Para celebrar y cumplir tu contrato de alquiler: verificar tu identidad, decidir si se exime el depósito, organizar la entrega y la devolución, cobrar el alquiler y prestar el servicio posventa.',
      'Para controlar riesgos y cumplir la ley: detectar suplantaciones de identidad, fraudes y pedidos abusivos, y cumplir nuestras obligaciones de comercio electrónico, prevención del blanqueo y fiscales.',
      'Para contactarte: códigos de verificación y consultas sobre tus pedidos y facturas. Solo cuando no conseguimos localizarte contactamos con tus contactos de emergencia, para confirmar cómo hacerlo.',
      'Sin tu consentimiento no usamos tu información para nada más, tampoco para publicidad dirigida.',
    ),
    section(
      '4. Verificación de identidad y evaluación de crédito',
      'Los equipos alquilados son valiosos y el contrato debes firmarlo tú en persona, por eso la verificación de identidad y el control facial son necesarios antes de pedir. Las fotos del documento se leen para rellenar y comprobar tus datos; puedes corregir lo leído.',
      'La evaluación de crédito se hace en cada pedido, solo tras tu consentimiento, y su resultado solo sirve para fijar la exención de depósito y la preautorización de ese pedido. Si no das tu consentimiento, puedes pedir pagando el depósito completo.',
    ),
    section(
      '5. Comunicación, encargados y divulgación',
      'Solo compartimos lo necesario con: tu monedero de pago (acceso, pagos, preautorización, control facial, evaluación de crédito); un proveedor de firma electrónica (firma y custodia de contratos); transportistas (entrega y recogida, solo los datos de entrega); socios de reparación y protección (solo si usas un servicio de protección o pides una reparación). Nuestros contratos les obligan a proteger tu información según esta política y la ley.',
      'Nunca vendemos tu información personal ni la hacemos pública, salvo cuando la ley lo exija o una autoridad judicial o administrativa lo requiera legalmente.',
    ),
    section(
      '6. Cuánto tiempo la conservamos',
      'Los datos de cuenta se conservan mientras exista tu cuenta. Los datos de identidad, los resultados del control facial, los pedidos, los contratos y los pagos se conservan 3 años desde el fin del pedido, como exige la ley para los registros de comercio electrónico y para atender posibles controversias.',
      'Los contactos de emergencia se conservan hasta que los borres o cambies, y como máximo 1 año después de que termine tu último pedido. Los registros de acceso se conservan 6 meses. Pasados estos plazos, tu información se borra o se anonimiza.',
    ),
    section(
      '7. Cómo la protegemos',
      'La información sensible se cifra en tránsito (HTTPS) y en reposo; los números de documento y de móvil se enmascaran en páginas y registros; el acceso del personal sigue el principio de mínimo privilegio.',
      'Si se produce una brecha de datos personales, te informaremos sin demora, como exige la ley, de lo ocurrido, sus posibles efectos y las medidas adoptadas, y lo notificaremos a las autoridades.',
    ),
    section(
      '8. Tus derechos',
      'Puedes acceder a tu información, copiarla y rectificarla; pedirnos que borremos la que ya no sea necesaria o se haya tratado ilícitamente; retirar un consentimiento (sin efecto sobre el tratamiento anterior, aunque quizá ya no puedas hacer pedidos); pedirnos que expliquemos nuestras reglas de tratamiento; y, si se cumplen las condiciones, pedir que transfiramos tu información a otra organización.',
      'Puedes consultar y cambiar tus datos en «Mi cuenta» o pedir a atención al cliente que cierre tu cuenta. Las cuentas con pedidos abiertos o importes pendientes pueden cerrarse cuando terminen los pedidos. Respondemos en un plazo de 15 días hábiles.',
    ),
    section(
      '9. Menores',
      'Los alquileres son solo para mayores de 18 años. No recogemos a sabiendas información de menores y borramos cuanto antes la que se haya recogido por error.',
    ),
    section(
      '10. Cambios en esta política',
      'Antes de que un cambio importante entre en vigor te avisamos con un aviso en la página o un mensaje en la aplicación y, cuando sea necesario, volvemos a pedir tu consentimiento.',
    ),
    section(
      '11. Contacto',
      'Para cualquier duda, queja o solicitud sobre esta política o tu información, escribe a nuestro responsable de protección de datos en privacy@youpin-rent.example o llama a nuestra línea de atención {customerPhone}. Dirección postal: Hangzhou Qitong Digital Technology Co., Ltd., 5.ª planta, edificio 3, Yunqi Road 88, distrito de Xihu, Hangzhou, Zhejiang.',
      'Si no estás satisfecho con nuestra respuesta, puedes reclamar ante la autoridad de protección de datos o acudir al tribunal popular competente.',
    ),
  ],
};
