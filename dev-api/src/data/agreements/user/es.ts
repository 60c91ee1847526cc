import { section, type AgreementDocument } from '../document';

export const ES: AgreementDocument = {
  title: 'Acuerdo de usuario',
  sections: [
    section(
      '1. Partes y definiciones',
      'Este acuerdo se celebra entre tú y Hangzhou Qitong Digital Technology Co., Ltd., operador de la plataforma Youpin Rent («nosotros»), y regula el uso de la plataforma. Al iniciar sesión con tu monedero de pago o con tu número de móvil confirmas que lo has leído, entendido y aceptado. Presta especial atención a las cláusulas que dicen «debes» o «no debes».',
      'En este acuerdo: la «plataforma» son las páginas web de Youpin Rent y las del miniprograma dentro del monedero de pago; un «usuario» es la persona que se registra y usa la plataforma; los «servicios» son la consulta de productos, el alquiler sin depósito a crédito, los servicios de protección, el pago de facturas y la atención al cliente; las «normas de la plataforma» son las reglas, explicaciones y avisos que publicamos en ella y que forman parte de este acuerdo.',
    ),
    section(
      '2. Tu cuenta',
      'Debes tener al menos 18 años y plena capacidad legal. Puedes entrar autorizando tu monedero de pago o con tu móvil y un código SMS; la cuenta se crea en el primer acceso. Cada persona puede tener una sola cuenta, para su uso exclusivo: no la prestes, cedas ni vendas.',
      'Protege tu teléfono y tus códigos SMS. Todo lo que se haga con tu cuenta se considera hecho por ti, salvo que demuestres que el uso indebido se debió a culpa nuestra. Si detectas un uso indebido, contacta enseguida con atención al cliente para bloquear la cuenta.',
      'Puedes cambiar el móvil vinculado en «Mi cuenta»; el nuevo número debe verificarse.',
    ),
    section(
      '3. Verificación de identidad y servicios de crédito',
      'Antes de alquilar debes completar la verificación de identidad (subir tu documento y revisar los datos) y un control facial, y la información que des debe ser veraz, exacta y actual. Una vez verificada, tu identidad no puede cambiarse por la de otra persona.',
      'Con tu consentimiento expreso, usamos el servicio de crédito de tu monedero de pago para valorar si se exime el depósito y en qué medida. El servicio de crédito decide según sus propias reglas; no garantizamos la exención a todos los usuarios.',
    ),
    section(
      '4. Servicios y reglas de pedido',
      'El alquiler, el precio de compra, el plazo y las ofertas son los que muestra la página al hacer el pedido. El alquiler empieza cuando envías el pedido y firmas el Contrato de alquiler, que lo regula; los servicios de protección que elijas se rigen por el Acuerdo de servicios.',
      'Los cupones deben usarse dentro de su vigencia y condiciones, no se canjean por dinero y se devuelven según las reglas si se cancela el pedido. Si un fallo del sistema muestra un precio claramente erróneo, podemos cancelar los pedidos afectados y reembolsarlos íntegramente.',
    ),
    section(
      '5. Normas de conducta',
      'No debes: registrarte, verificarte ni pedir con la identidad de otra persona o con datos falsos; alquilar equipos para revenderlos, empeñarlos o convertirlos en dinero; hacer pedidos masivos o de mala fe para bloquear existencias; extraer datos de la plataforma de forma automatizada o perturbar su funcionamiento; publicar contenidos ilícitos, infractores o acosadores; ni eludir de ningún modo los controles de riesgo de la plataforma.',
      'Si incumples estas normas podemos, según el caso, advertirte, limitar tus pedidos, cancelarlos o suspender o cerrar tu cuenta, y ejercer nuestros derechos conforme a la ley.',
    ),
    section(
      '6. Propiedad intelectual',
      'Los textos, imágenes, diseño de la interfaz, marcas y software de la plataforma pertenecen a nosotros o a sus titulares. No los copies, modifiques, distribuyas ni uses con fines comerciales sin nuestro permiso por escrito.',
    ),
    section(
      '7. Datos personales',
      'Nos tomamos en serio la protección de tu información personal. Qué recogemos, para qué, cuánto tiempo la conservamos y cuáles son tus derechos se explica en la Política de privacidad.',
    ),
    section(
      '8. Responsabilidad',
      'Hacemos lo posible por mantener la plataforma en marcha. Si deja de estar disponible temporalmente por mantenimiento, fallos de red, la caída de un servicio de terceros como el monedero de pago o fuerza mayor, te avisaremos cuanto antes y la restableceremos lo antes posible, sin responsabilidad en la medida en que la ley lo permita.',
      'Nada en este acuerdo limita responsabilidades que la ley no permite limitar ni tus derechos legales como consumidor.',
    ),
    section(
      '9. Suspensión y cierre de la cuenta',
      'Puedes pedir el cierre de tu cuenta cuando quieras. Si tienes un pedido abierto, un importe pendiente o un equipo sin devolver, la cuenta podrá cerrarse cuando se resuelvan. Tras el cierre, borramos o anonimizamos tu información según la Política de privacidad, salvo lo que la ley nos obligue a conservar.',
      'Si incumples gravemente este acuerdo o las normas de la plataforma, podemos suspender o dejar de prestarte los servicios y te explicaremos el motivo por mensaje en la aplicación o SMS; puedes recurrir a través de atención al cliente.',
    ),
    section(
      '10. Cambios en este acuerdo',
      'Podemos modificar este acuerdo cuando cambien la ley o nuestro negocio. Anunciamos los cambios importantes en la plataforma o por mensaje al menos 7 días antes de que entren en vigor; si sigues usando los servicios después, aceptas el acuerdo modificado. Si no estás de acuerdo, puedes dejar de usar la plataforma y cerrar tu cuenta.',
    ),
    section(
      '11. Controversias y contacto',
      'Este acuerdo se rige por las leyes de la República Popular China (continental). Las partes intentarán primero resolver cualquier controversia de forma amistosa; si no es posible, cualquiera podrá acudir al tribunal popular competente de nuestro domicilio.',
      'Para cualquier consulta, llama a nuestra línea de atención {customerPhone} (todos los días de 9:00 a 21:00), deja un mensaje en «Comentarios» de la aplicación o escribe a service@youpin-rent.example. Operador: Hangzhou Qitong Digital Technology Co., Ltd., 5.ª planta, edificio 3, Yunqi Road 88, distrito de Xihu, Hangzhou, Zhejiang.',
    ),
  ],
};
